# diff: which of several minimal diffs GNU diff prints (discarded lines, the middle snake, shifted boundaries, the horizon).

#### a repeated line is removed where GNU removes it
printf 'a\na\nb\n' > x
printf 'b1\na\nb\n' > y
diff x y
diff -u x y | tail -n +3

#### an ed script keeps a change off the identical end
printf '%s\n' c c d e a a b b e d a e > x
printf '%s\n' c c d e a b b e d a e > y
printf '%s\n' q >> x; printf '%s\n' q >> y
sed -i '1s/^/z\n/' x
diff -e x y
diff x y
diff -U1 x y | tail -n +3
diff --horizon-lines=2 -e x y
diff -y -W30 x y

#### inserted and changed lines among repeats
printf '%s\n' c a e e c b b b e a c e > x
printf '%s\n' c a e c b b b1 e a c y2 e > y
diff x y
diff -c x y | tail -n +3
diff -y -W30 --suppress-common-lines x y

#### lines found nowhere in the other file are set aside first
printf '%s\n' a b c d e f g h i j k l m n o p > x
printf '%s\n' a b X c d Y e f Z g h i W j k l > y
diff x y
diff -u x y | tail -n +3

#### --minimal finds the same or a shorter diff
printf '%s\n' a b a b a b c a b > x
printf '%s\n' b a b a c a b a b > y
diff x y
diff --minimal x y
diff -d -u x y | tail -n +3

#### many repeated lines in a long file
for i in $(seq 1 120); do echo same; [ $((i % 7)) = 0 ] && echo "n$i"; done > x
for i in $(seq 1 120); do echo same; [ $((i % 9)) = 0 ] && echo "n$i"; done > y
diff x y | head -40
diff -u x y | tail -n +3 | head -40

#### -b keeps leading white space apart from none, and ignores it at the end
printf '\tb\na  b\nc \n' > x
printf 'b\na b\nc\n' > y
diff -b x y
echo "status $?"
printf ' b\n' > z
printf '\tb\n' > w
diff -b z w
echo "status $?"

#### white space options take a missing final newline for white space
printf 'a\nb' > x
printf 'a\nb\n' > y
diff -w x y; echo "w $?"
diff -b x y; echo "b $?"
diff -Z x y; echo "Z $?"
diff -i x y; echo "i $?"
printf 'a\nb \nc\n' > z
diff -b x z; echo "b $?"
diff --ignore-trailing-space x z; echo "Z $?"

#### -s reports files identical when they differ only in what the options ignore
printf 'a\n' > x
printf 'a' > y
diff -s -b x y; echo "b $?"
printf 'A \n\n' > z
diff -s -i -w -B x z; echo "iwB $?"
diff -s x y; echo "plain $?"
diff -s -e -b x y; echo "e $?"

#### -e finds the identical ends as if a missing final newline were there
printf 'a\nb\na\nb\nb\na\n' > x
printf 'a\nb\na\nb\nb\nb\na' > y
diff -e x y; echo "status $?"
diff -e -b x y; echo "status $?"
