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
