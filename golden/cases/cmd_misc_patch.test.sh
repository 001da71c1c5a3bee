# patch (GNU patch 2.7.6): unified, context, normal and git diffs; offsets, fuzz, rejects, reversed patches.

#### a unified diff applies exactly
seq 1 20 > f
seq 1 20 | sed 's/^5$/five/; s/^15$/fifteen/' > g
diff -u f g > ~/p.diff
patch < ~/p.diff
echo "status $?"
diff f g && echo same
ls

#### offsets are reported and the original kept
seq 1 20 > f
seq 1 20 | sed 's/^5$/five/; s/^15$/fifteen/' > g
diff -u f g > ~/p.diff
(echo 0; seq 1 20) > f
patch < ~/p.diff
echo "status $?"
ls
cat f | head -7

#### fuzz is reported
seq 1 20 > f
seq 1 20 | sed 's/^5$/five/' > g
diff -u f g > ~/p.diff
(echo 0; seq 1 20) | sed 's/^7$/seven/' > f
patch < ~/p.diff
echo "status $?"
sed -n 5,8p f

#### a hunk that fails goes to the .rej file
seq 1 20 > f
seq 1 20 | sed 's/^5$/five/; s/^15$/fifteen/' > g
diff -u f g | sed '1s/.*/--- f/;2s/.*/+++ f/' > ~/p.diff
sed -i 's/^6$/six/' f
patch < ~/p.diff
echo "status $?"
ls
cat f.rej

#### --dry-run changes nothing
seq 1 5 > f
printf '1\n2\nthree\n4\n5\n' > g
diff -u f g > ~/p.diff
patch --dry-run < ~/p.diff
echo "status $?"
cat f

#### a reversed patch is detected and skipped
seq 1 5 > f
printf '1\n2\nthree\n4\n5\n' > g
diff -u f g | sed '1s/.*/--- f/;2s/.*/+++ f/' > ~/p.diff
cp g f
patch < ~/p.diff
echo "status $?"
ls
rm -f f.rej
patch -N < ~/p.diff
echo "status $?"
rm -f f.rej
patch -t < ~/p.diff
echo "status $?"
cat f

#### -R applies the patch backwards
seq 1 5 > f
printf '1\n2\nthree\n4\n5\n' > g
diff -u f g > ~/p.diff
cp g f
patch -R < ~/p.diff
echo "status $?"
cat f

#### -p strips directories, and a missing file is reported
mkdir -p a b
seq 1 5 > a/x
printf '1\ntwo\n3\n4\n5\n' > b/x
diff -u a/x b/x | sed 's/\t.*//' > ~/q.diff
rm -r a b
seq 1 5 > x
patch -p1 < ~/q.diff
echo "status $?"
cat x
patch -p0 < ~/q.diff
echo "status $?"

#### without -p the base name is used when the directories do not exist
mkdir -p a b
seq 1 3 > a/x
printf '1\nTWO\n3\n' > b/x
diff -u a/x b/x | sed 's/\t.*//' > ~/q.diff
rm -r a b
seq 1 3 > x
patch < ~/q.diff
echo "status $?"
cat x

#### a new file and a deleted file
printf 'new1\nnew2\n' > ~/nn
diff -u /dev/null ~/nn | sed '1s/.*/--- \/dev\/null/;2s/.*/+++ b\/made.txt/' > ~/new.diff
patch -p1 < ~/new.diff
echo "status $?"
cat made.txt
diff -u made.txt /dev/null | sed '1s/.*/--- a\/made.txt/;2s/.*/+++ \/dev\/null/' > ~/del.diff
patch -p1 < ~/del.diff
echo "status $?"
ls

#### a new file in a new directory
printf 'hello\n' > ~/nn
diff -u /dev/null ~/nn | sed '1s/.*/--- \/dev\/null/;2s/.*/+++ b\/sub\/dir\/h.txt/' > ~/new.diff
patch -p1 < ~/new.diff
find sub | sort

#### git diffs: -p1 by default, a rename, a new file mode
seq 1 5 > x
printf 'diff --git a/x b/x\nindex 1111111..2222222 100644\n--- a/x\n+++ b/x\n@@ -1,3 +1,3 @@\n 1\n-2\n+two\n 3\n' > ~/g.diff
patch < ~/g.diff
echo "status $?"
head -3 x
printf 'diff --git a/x b/y\nsimilarity index 100%%\nrename from x\nrename to y\n' > ~/r.diff
patch -p1 < ~/r.diff
echo "status $?"
ls
printf 'diff --git a/run.sh b/run.sh\nnew file mode 100755\nindex 0000000..1111111\n--- /dev/null\n+++ b/run.sh\n@@ -0,0 +1 @@\n+echo hi\n' > ~/n.diff
patch -p1 < ~/n.diff
stat -c %a run.sh

#### several files in one patch
seq 1 3 > a
seq 4 6 > b
printf '1\nX\n3\n' > ~/a2
printf '4\nY\n6\n' > ~/b2
{ diff -u a ~/a2 | sed "1s/.*/--- a/;2s/.*/+++ a/"; diff -u b ~/b2 | sed "1s/.*/--- b/;2s/.*/+++ b/"; } > ~/ab.diff
patch < ~/ab.diff
echo "status $?"
cat a b

#### a context diff
seq 1 10 > f
seq 1 10 | sed 's/^4$/four/' > ~/g
diff -c f ~/g | sed '1s/.*/*** f/;2s/.*/--- f/' > ~/c.diff
patch < ~/c.diff
echo "status $?"
cat f

#### a normal diff needs the file name
seq 1 10 > f
seq 1 10 | sed 's/^4$/four/;s/^8$/eight/' > ~/g
diff f ~/g > ~/n.diff
patch f ~/n.diff
echo "status $?"
cat f

#### -i, -o and -b
seq 1 5 > f
printf '1\n2\n3\nfour\n5\n' > ~/g
diff -u f ~/g | sed '1s/.*/--- f/;2s/.*/+++ f/' > ~/p.diff
patch -i ~/p.diff -o out.txt
echo "status $?"
cat out.txt
cat f
patch -b -i ~/p.diff
ls
cat f.orig

#### only garbage
echo 'this is not a patch' | patch
echo "status $?"

#### an empty patch
patch < /dev/null
echo "status $?"

#### no newline at end of file
printf 'a\nb' > f
printf 'a\nc' > ~/g
diff -u f ~/g | sed '1s/.*/--- f/;2s/.*/+++ f/' > ~/p.diff
patch < ~/p.diff
echo "status $?"
od -c f

#### adding a line at the end of a file without a final newline
printf 'a\nb' > f
printf 'a\nb\nc\n' > ~/g
diff -u f ~/g | sed '1s/.*/--- f/;2s/.*/+++ f/' > ~/p.diff
patch < ~/p.diff
od -c f

#### the mode of the patched file is kept
printf 'x\n' > s.sh
chmod 755 s.sh
printf 'y\n' > ~/g
diff -u s.sh ~/g | sed '1s/.*/--- s.sh/;2s/.*/+++ s.sh/' > ~/p.diff
patch < ~/p.diff
stat -c %a s.sh
cat s.sh

#### a hunk at the start of a file only matches there until fuzz makes up its short top
seq 1 20 > f
seq 1 20 | sed 's/^2$/two/' > g
diff -u f g > ~/p.diff
(echo new; seq 1 20) > f
patch < ~/p.diff
echo "status $?"
sed -n 1,6p f

#### a hunk at the end of a file only matches at the end
seq 1 20 > f
seq 1 20 | sed 's/^19$/nineteen/' > g
diff -u f g > ~/p.diff
(seq 1 20; echo tail) > f
patch < ~/p.diff
echo "status $?"
tail -4 f

#### a failed hunk's line counts the lines earlier hunks added
seq 1 30 > f
(seq 1 5; echo x; echo y; seq 6 30) | sed 's/^25$/XXV/' > g
diff -u f g | sed '1s/.*/--- f/;2s/.*/+++ f/' > ~/p.diff
(echo 0; seq 1 30) | sed 's/^26$/q/' > f
patch < ~/p.diff
echo "status $?"
cat f.rej

#### an offset of minus one line is plural
seq 1 20 > f
seq 1 20 | sed 's/^10$/ten/' > g
diff -u f g > ~/p.diff
seq 2 20 > f
patch < ~/p.diff
echo "status $?"

#### with -o the rejects are named after the output file
seq 1 20 > f
seq 1 20 | sed 's/^10$/ten/' > g
diff -u f g > ~/p.diff
seq 1 20 | sed 's/^[89]$/x/;s/^1[01]$/y/' > f
sed -i '1s/.*/--- f/;2s/.*/+++ f/' ~/p.diff
patch -o out < ~/p.diff
echo "status $?"
ls

#### the reverse is tried at each fuzz level before the next
printf 'a\na\ne\nd\nd\nc\na3\nc\nd\n' > f
printf 'x\nx\nx\nd\na\nd\nx\nx\n' > base
printf 'x\nx\nx\nd\nd\nx\nx\n' > new
diff -U1 base new | sed '1s/.*/--- f/;2s/.*/+++ f/' > ~/p.diff
patch -F2 < ~/p.diff
echo "status $?"

#### -o's file exists even when the patch is skipped, and a dry run writes it
seq 1 5 > base
seq 1 5 | sed s/3/x/ > new
diff -u base new | sed '1s/.*/--- f/;2s/.*/+++ f/' > p.diff
cp new f
patch -N -o out < p.diff
echo "status $?"
ls
cp base f
rm out out.rej
patch --dry-run -o out < p.diff
echo "status $?"
cat out

#### -s still asks about a reversed patch and reports the ignored hunk
seq 1 5 > base
seq 1 5 | sed s/3/x/ > new
diff -u base new | sed '1s/.*/--- f/;2s/.*/+++ f/' > p.diff
cp new f
patch -s < p.diff
echo "status $?"

#### a patch that empties an already empty file
printf 'd\nb\n' > base
: > new
diff -u base new | sed '1s/.*/--- f/;2s/.*/+++ f/' > p.diff
: > f
patch < p.diff
echo "status $?"
patch -t < p.diff
echo "status $?"
cat f

#### context diffs with the old or the new part left out
printf 'a\nb\nc\n' > base
printf 'a\nb\nx\nc\n' > new
diff -c base new | sed '1s/.*/*** f/;2s/.*/--- f/' > p1.diff
cat p1.diff
printf 'a\nb\nc\nd\n' > f
patch < p1.diff
echo "status $?"
cat f
printf 'a\nb\nx\nc\nd\n' > new
diff -c new base | sed '1s/.*/*** f/;2s/.*/--- f/' > p2.diff
patch < p2.diff
echo "status $?"
cat f

#### a context diff's reject is rebuilt, a missing final newline kept
printf 'a\nb\nc\n' > base
printf 'a\nB\nc' > new
diff -c base new | sed '1s/.*/*** f/;2s/.*/--- f/' > p.diff
printf 'q\nq\nq\n' > f
patch < p.diff
echo "status $?"
od -c f.rej | tail -3

#### a normal diff's reject is written as a context diff
seq 1 5 > base
seq 1 5 | sed 's/3/x/;/5/d' > new
diff base new > p.diff
seq 1 5 | sed s/3/Q/ > f
patch -F0 f < p.diff
echo "status $?"
cat f.rej
