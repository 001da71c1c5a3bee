# diff --tabsize, -T (initial tab), --sdiff-merge-assist.

#### --tabsize with -y
## file: f1
## | a	b
## | same
## | old line
## | 	x
## file: f2
## | a	b
## | same
## | new line
## | 	y
## | added
diff -y --tabsize=4 f1 f2 | od -c
diff -y -W 50 --tabsize=3 f1 f2 | od -c
diff -y -t -W 50 --tabsize=3 f1 f2
diff -y -W 50 --tabsize=20 f1 f2 | od -c

#### --tabsize with -t
## file: f1
## | a	b
## | 	x
## file: f2
## | a	b
## | 	y
diff --tabsize=4 -t f1 f2
diff --tab=3 -t f1 f2
diff -c -t --tabsize=5 -L a -L b f1 f2
diff --tabsize=+3 -t f1 f2
diff --tabsize=' 3' -t f1 f2

#### an invalid --tabsize
## file: f1
## | a
## file: f2
## | b
diff --tabsize=0 f1 f2; echo "status $?"
diff --tabsize=x f1 f2; echo "status $?"
diff --tabsize=3x f1 f2; echo "status $?"
diff --tabsize=-3 f1 f2; echo "status $?"
diff --tabsize=99999999999999999999 f1 f2; echo "status $?"

#### -T in normal, unified and context output
## file: f1
## | a	b
## | same
## | old line
## | 	x
## file: f2
## | a	b
## | same
## | new line
## | 	y
## | added
diff -T f1 f2 | od -c
diff -u -T -L a -L b f1 f2 | od -c
diff -c -T -L a -L b f1 f2 | od -c
diff -t -T f1 f2 | od -c
diff -T --tabsize=3 f1 f2 | od -c

#### -T with empty lines and no final newline
## file: e1
## |
## | x
## file: e2
## |
## | y
## |
## file-nonl: n1
## | z
## file-nonl: n2
## | y
diff -T e1 e2 | od -c
diff -uT -L a -L b e1 e2 | od -c
diff -cT -L a -L b e1 e2 | od -c
diff -T n1 n2 | od -c
diff -uT -L a -L b n1 n2 | od -c

#### -T leaves -e, -n and -y alone
## file: f1
## | a	b
## | 	x
## file: f2
## | a	b
## | 	y
diff -e -T f1 f2 | od -c
diff -n -T f1 f2 | od -c
diff -y -T f1 f2 | od -c

#### --sdiff-merge-assist
## file: f1
## | a	b
## | same
## | old line
## | 	x
## file: f2
## | a	b
## | same
## | new line
## | 	y
## | added
diff --sdiff-merge-assist f1 f2; echo "status $?"
diff --sdiff-merge-assist -W 40 f1 f2
diff -y --sdiff-merge-assist --suppress-common-lines f1 f2
diff --sdiff-merge-assist --left-column f1 f2
diff --sdiff-merge-assist f1 f1; echo "status $?"

#### --sdiff-merge-assist conflicts with other styles
## file: f1
## | a
## file: f2
## | b
diff -u --sdiff-merge-assist f1 f2; echo "status $?"
diff --sdiff-merge-assist -c f1 f2; echo "status $?"

#### --sdiff-merge-assist with a deletion and -B
## file: f1
## | x
## | keep
## file: f2
## | keep
## file: b1
## | a
## |
## | b
## file: b2
## | a
## | b
diff --sdiff-merge-assist f1 f2
diff --sdiff-merge-assist -B b1 b2
