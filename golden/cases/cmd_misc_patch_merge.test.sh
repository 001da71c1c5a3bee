# patch --merge (GNU patch 2.7.6): hunks that do not apply are merged, with conflict markers where both sides changed.

#### a conflict in the default merge style
printf 'a\nb\nc\nd\ne\nf\ng\n' > f
printf 'a\nb\nc\nD\ne\nf\ng\n' > g
diff -u f g > ~/p.diff
printf 'a\nb\nX\nd\ne\nf\ng\n' > f
patch --merge < ~/p.diff
echo "status $?"
cat f
ls

#### a conflict in the diff3 style shows the hunk's old lines
printf 'a\nb\nc\nd\ne\nf\ng\n' > f
printf 'a\nb\nc\nD\ne\nf\ng\n' > g
diff -u f g > ~/p.diff
printf 'a\nb\nX\nd\ne\nf\ng\n' > f
patch --merge=diff3 < ~/p.diff
echo "status $?"
cat f

#### a hunk that applies exactly is applied silently
seq 1 20 > f
seq 1 20 | sed 's/^5$/five/' > g
diff -u f g > ~/p.diff
patch --merge < ~/p.diff
echo "status $?"
diff f g && echo same
ls

#### a hunk at an offset applies without a report and keeps the original
seq 1 20 > f
seq 1 20 | sed 's/^5$/five/' > g
diff -u f g > ~/p.diff
(echo 0; echo 00; seq 1 20) > f
patch --merge < ~/p.diff
echo "status $?"
sed -n 1,9p f
ls

#### a changed context line is merged around
seq 1 20 > f
seq 1 20 | sed 's/^10$/ten/' > g
diff -u f g > ~/p.diff
seq 1 20 | sed 's/^8$/eight/' > f
patch --merge < ~/p.diff
echo "status $?"
sed -n 6,12p f

#### a hunk already applied is said to be
seq 1 20 > f
seq 1 20 | sed 's/^10$/ten/' > g
diff -u f g > ~/p.diff
seq 1 20 | sed 's/^10$/ten/; s/^8$/eight/' > f
patch --merge -f < ~/p.diff
echo "status $?"
sed -n 6,12p f

#### two hunks: one applies, one conflicts
seq 1 30 > f
seq 1 30 | sed 's/^5$/five/; s/^25$/twenty-five/' > g
diff -u f g > ~/p.diff
seq 1 30 | sed 's/^25$/XXV/' > f
patch --merge < ~/p.diff
echo "status $?"
sed -n 3,7p f
sed -n 21,32p f

#### -s keeps the conflict report
printf 'a\nb\nc\nd\ne\nf\ng\n' > f
printf 'a\nb\nc\nD\ne\nf\ng\n' > g
diff -u f g > ~/p.diff
printf 'a\nb\nX\nd\ne\nf\ng\n' > f
patch -s --merge < ~/p.diff
echo "status $?"

#### an unknown merge style is a usage error
printf 'a\n' > f
printf 'b\n' > g
diff -u f g > ~/p.diff
patch --merge=both < ~/p.diff
echo "status $?"
cat f

#### a conflict on a last line without a newline
printf 'a\nb\nc\nd' > f
printf 'a\nb\nc\nD' > g
diff -u f g > ~/p.diff
printf 'a\nb\nc\nX' > f
patch --merge < ~/p.diff
echo "status $?"
od -c f

#### --dry-run reports the merge and changes nothing
printf 'a\nb\nc\nd\ne\nf\ng\n' > f
printf 'a\nb\nc\nD\ne\nf\ng\n' > g
diff -u f g > ~/p.diff
printf 'a\nb\nX\nd\ne\nf\ng\n' > f
patch --dry-run --merge < ~/p.diff
echo "status $?"
cat f
ls

#### lines the file added inside the hunk are kept
seq 1 20 > f
seq 1 20 | sed 's/^10$/ten/' > g
diff -u f g > ~/p.diff
seq 1 20 | sed 's/^11$/11\nextra/' > f
patch --merge < ~/p.diff
echo "status $?"
sed -n 6,14p f

#### a context line the file removed
seq 1 20 > f
seq 1 20 | sed 's/^10$/ten/' > g
diff -u f g > ~/p.diff
seq 1 20 | sed '/^8$/d' > f
patch --merge < ~/p.diff
echo "status $?"
sed -n 5,12p f

#### a deleted line the file changed conflicts
seq 1 20 > f
seq 1 20 | sed '/^10$/d' > g
diff -u f g > ~/p.diff
seq 1 20 | sed 's/^10$/TEN/' > f
patch --merge < ~/p.diff
echo "status $?"
sed -n 5,16p f

#### a context diff merges too
seq 1 20 > f
seq 1 20 | sed 's/^10$/ten/' > g
diff -c f g > ~/p.diff
seq 1 20 | sed 's/^10$/TEN/' > f
patch --merge < ~/p.diff
echo "status $?"
sed -n 5,16p f

#### a normal diff has no context to merge by
seq 1 20 > f
seq 1 20 | sed 's/^10$/ten/' > g
diff f g > ~/p.diff
seq 1 20 | sed 's/^10$/TEN/' > f
patch --merge f < ~/p.diff
echo "status $?"
sed -n 7,16p f

#### a reversed patch with --merge
seq 1 20 > f
seq 1 20 | sed 's/^10$/ten/' > g
diff -u f g > ~/p.diff
cp g f
patch --merge < ~/p.diff
echo "status $?"
ls

#### a reversed patch with --merge -t is applied in reverse
seq 1 20 > f
seq 1 20 | sed 's/^10$/ten/' > g
diff -u f g > ~/p.diff
cp g f
patch -t --merge < ~/p.diff
echo "status $?"
diff f <(seq 1 20) && echo reverted

#### two conflicts in one hunk
seq 1 12 > f
seq 1 12 | sed 's/^4$/four/; s/^8$/eight/' > g
diff -U 5 f g > ~/p.diff
seq 1 12 | sed 's/^4$/IV/; s/^8$/VIII/' > f
patch --merge < ~/p.diff
echo "status $?"
cat f

#### two conflicts in one hunk, diff3 style
seq 1 12 > f
seq 1 12 | sed 's/^4$/four/; s/^8$/eight/' > g
diff -U 5 f g > ~/p.diff
seq 1 12 | sed 's/^4$/IV/; s/^8$/VIII/' > f
patch --merge=diff3 < ~/p.diff
echo "status $?"
cat f

#### a hunk moved far from its place still merges
seq 1 40 > f
seq 1 40 | sed 's/^10$/ten/' > g
diff -u f g > ~/p.diff
(seq 101 115; seq 1 40 | sed 's/^12$/twelve/') > f
patch --merge < ~/p.diff
echo "status $?"
sed -n 22,30p f

#### a merged hunk and a conflict in the same hunk, with -o
seq 1 12 > f
seq 1 12 | sed 's/^3$/three/; s/^9$/nine/' > g
diff -U 6 f g > ~/p.diff
seq 1 12 | sed 's/^6$/six/; s/^9$/IX/' > f
patch --merge -o out < ~/p.diff
echo "status $?"
cat out
