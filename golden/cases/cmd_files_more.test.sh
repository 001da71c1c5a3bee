# Options of the file commands beyond the everyday ones: backups (cp/mv/ln -b -S --backup),
# cp --parents and --attributes-only, ln -i, find -fprint/-fls/-fprintf, du and xargs extras.

#### cp -b makes a simple backup
## file: a
## | new
## file: b
## | old
cp -b a b; cat b b~; ls

#### cp --backup=numbered counts up
## file: a
## | new
## file: b
## | old
cp --backup=numbered a b; cp --backup=numbered a b; echo x > a; cp --backup=t -v a b; ls; cat b.~1~ b.~2~ b

#### cp --backup existing picks numbered only when numbered backups exist
## file: a
## | new
## file: b
## | old
## file: c
## | c-old
## file: c.~4~
## | four
cp --backup a b; cp --backup=nil a c; ls; cat c.~5~

#### cp -S sets the suffix and turns backups on
## file: a
## | new
## file: b
## | old
cp -S .bak a b; cp --suffix=.orig -v a b; ls; cat b.bak

#### cp VERSION_CONTROL and SIMPLE_BACKUP_SUFFIX
## file: a
## | new
## file: b
## | old
VERSION_CONTROL=numbered cp -b a b; VERSION_CONTROL=simple SIMPLE_BACKUP_SUFFIX=.s cp -b a b; VERSION_CONTROL=never cp --backup=t a b; ls

#### cp --backup=none and off make no backup
## file: a
## | new
## file: b
## | old
cp --backup=none a b; cp --backup=off a b; VERSION_CONTROL=off cp -b a b; ls; cat b

#### cp --backup with a bad or ambiguous word
## file: a
## | new
## file: b
## | old
cp --backup=foo a b; echo "s=$?"; cp --backup=n a b; echo "s=$?"; VERSION_CONTROL=bad cp -b a b; echo "s=$?"; ls

#### cp --backup= with an empty word is the default
## file: a
## | new
## file: b
## | old
cp --backup= a b; echo "s=$?"; ls

#### cp -b into a directory and with -r
## file: a
## | new
## file: d/a
## | old
## file: src/x
## | x1
## file: dst/src/x
## | x0
cp -b a d; cp -rb src dst; find . -type f | sort; cat d/a~ dst/src/x~

#### cp -b with -n makes no backup
## file: a
## | new
## file: b
## | old
cp -bn a b; ls; cat b

#### cp -b when the destination does not exist
## file: a
## | new
cp -bv a b; ls

#### mv -b and -S
## file: a
## | A
## file: b
## | B
## file: c
## | C
mv -b a b; mv -v -S .was c b; ls; cat b b~ b.was

#### mv --backup=numbered verbose
## file: a
## | A
## file: b
## | B
## file: c
## | C
mv --backup=numbered -v a b; mv --backup=numbered -v c b; ls

#### mv -b onto a directory holding the name
## file: a
## | A
## file: d/a
## | old
mv -b a d; find . | sort; cat d/a d/a~

#### ln -s -b keeps the old file
## file: a
## | A
## file: b
## | B
ln -sb a b; readlink b; cat b~

#### ln -b verbose and numbered
## file: a
## | A
## file: b
## | B
ln -sbv a b; ln --backup=numbered -sv a b; ln -fbv a b; ls

#### ln -S suffix
## file: a
## | A
## file: b
## | B
ln -s -S .old a b; ls; cat b.old

#### ln --backup=none without -f still fails
## file: a
## | A
## file: b
## | B
ln -s --backup=none a b; echo "s=$?"; cat b

#### ln -i answered no
## file: a
## | A
## file: b
## | B
## stdin: n
ln -si a b; echo "s=$?"; cat b

#### ln -i answered yes
## file: a
## | A
## file: b
## | B
## stdin: y
ln -si a b; echo "s=$?"; readlink b

#### ln -i with no existing link asks nothing
## file: a
## | A
ln -i a c; echo "s=$?"; cat c

#### ln -f then -i: the last wins
## file: a
## | A
## file: b
## | B
ln -s -f -i a b < /dev/null; echo "s=$?"; cat b; ln -s -i -f a b; readlink b

#### cp --parents
## file: a/b/c
## | x
## dir: d
cp --parents -v a/b/c d; find d | sort

#### cp --parents keeps directory modes
## file: a/b/c
## | x
## dir: d
chmod 750 a/b; cp --parents a/b/c d; stat -c '%n %a' d/a d/a/b d/a/b/c

#### cp --parents needs a directory
## file: a/b/c
## | x
## file: f
## | f
cp --parents a/b/c nofile; echo "s=$?"; cp --parents f a/b/c; echo "s=$?"; cp --parents f; echo "s=$?"

#### cp --parents -r and with -t
## file: a/b/c
## | x
## file: a/e
## | e
## dir: d
## dir: t
cp -r --parents a/b d; cp --parents -t t a/e a/b/c; find d t | sort

#### cp --attributes-only
## file: s
## | hello
## file: t
## | old
chmod 700 s; cp --attributes-only s t; cat t; stat -c '%a' t; cp --attributes-only s new; stat -c '%s %a' new; cp --attributes-only -p s t; stat -c '%a' t; cat t

#### mv -b with -n is refused
## file: a
## | new
## file: b
## | old
mv -bn a b; echo "s=$?"; mv --backup=none -n a b; echo "s=$?"; mv -n -i -b a b < /dev/null; echo "s=$?"; ls

#### find -fprint creates the file even when nothing matches
## file: d/a
## file: d/b
find d -name zz -fprint out; echo "s=$?"; wc -c < out

#### find -fprint and -fprint0 to one file share a stream
## file: d/a
find d -fprint o1 -fprint0 o1; od -c o1 | sed 's/  */ /g'

#### find -fprint with an unopenable file
## file: d/a
find d -fprint nodir/x; echo "s=$?"; find d -fprint d; echo "s=$?"; find d -fprint; echo "s=$?"; find d -fprintf x; echo "s=$?"; ls

#### find -fprintf and -fprint /dev/stdout
## file: d/a
## file: d/b
find d -fprintf o2 '%f %d\n' -fprint /dev/stdout | sort; sort o2; rm o2

#### find -fprint with -print keeps both
## file: d/a
## file: d/b
find d -name a -fprint o4 -print; cat o4

#### find -fprint of the same file under three names
## file: d/a
find d -fprint ./o5 -fprint o5 -fprint "$PWD/o5"; cat o5

#### find -fprint sees its own output file
## file: d/a
find . -fprint o6 -name zz; sort o6; rm o6

#### find -fls
## file: d/a
## | hello
## dir: d/e
touch -d '2020-01-02 03:04:05' d/a d/e d; find d -fls o7; awk '{print $3, $4, $7, $8, $9, $10, $11}' o7 | sort; rm o7

#### find -fprint0 after -o and -fprintf with a literal
## file: d/a
## file: d/b.txt
find d -name '*.txt' -fprint0 z -o -type f -fprintf y 'file:%p\n'; od -c z | sed 's/  */ /g'; cat y

#### find -fprint to /dev/stderr
## file: d/a
find d -fprint /dev/stderr 2>&1 | sort

#### du --inodes
## file: d/a
## | hi
## file: d/e/big
## | big
## file: d/e/f
## dir: d/g
du --inodes d | sort -k2; du --inodes -a d | sort -k2; du --inodes -s -c d d/e; du --inodes -h d/e; du --inodes -m d | sort -k2

#### du --inodes warns about -b
## file: d/a
## | hi
du --inodes -b d; du --inodes --apparent-size -s d

#### du -t threshold
## file: d/a
## | hi
## file: d/e/big
## | big
du -t 8K d; echo --; du -t -4K -a d | sort -k2; echo --; du -a -b -t 5 d | sort -k2; echo --; du -t 0 d; echo --; du -t 1KB -a d | sort -k2; echo --; du -c -t 100M d

#### du -t bad values
## file: d/a
du -t foo d; echo "s=$?"; du --threshold=foo d; echo "s=$?"; du -t -0 d; echo "s=$?"; du --threshold=1X d; echo "s=$?"; du -t 1X d; echo "s=$?"; du -t -x d; echo "s=$?"

#### du --time with fixed times
## file: d/a
## | hi
## file: d/e/big
## | big
touch -d '2019-05-05 10:00:00' d/e d; touch -d '2020-01-02 03:04:05' d/a; touch -d '2018-01-01 00:00:00' d/e/big d/e
du --time d; du --time -a d | sort -k3; du --time --time-style=full-iso -s d; du --time --time-style=iso d; du --time --time-style=+%s d; du --time -s --time-style=+'%Y %%' d; TIME_STYLE=full-iso du --time -s d; du --time -c d/e d/a

#### du --time bad words
## file: d/a
du --time=foo d; echo "s=$?"; du --time --time-style=locale d; echo "s=$?"; du --time --time-style=posix-iso d; echo "s=$?"; du --time-style=bad d; echo "s=$?"; du --time=a -s d | cut -f1,3; du --time=status -s d | cut -f1,3; du --time=s d | cut -f1,3; echo "s=$?"

#### du -X exclude-from
## file: d/a
## | hi
## file: d/ab
## | hi
## file: d/e/x
## file: X
## | a*
## | e
du -a -X X d; du -X nofile d; echo "s=$?"; du -a --exclude-from=X --exclude=ab d

#### du --files0-from
## file: d/a
## | hi
## file: d/e/x
## | x
## file: f
## | f
printf 'd/e\0f\0' > L; du --files0-from=L; printf 'f\0d/a' | du --files0-from=- -c; du --files0-from=L x; echo "s=$?"; printf 'f\0\0nope\0' > M; du --files0-from=M; echo "s=$?"; du --files0-from=none; echo "s=$?"; printf '' | du --files0-from=-; echo "s=$?"; printf -- '-\0f\0' | du --files0-from=-; echo "s=$?"

#### xargs --show-limits with an empty environment
env -i xargs --show-limits true < /dev/null; echo "s=$?"; echo a | env -i xargs -s 1000 -P 3 --show-limits echo

#### xargs -s above the system limit is lowered
echo a | env -i xargs -s 99999999 --show-limits echo

#### xargs --process-slot-var
## stdin: a b\nc
xargs --process-slot-var=SLOT sh -c 'echo "$SLOT:$*"' x; echo none | xargs -n1 -P1 --process-slot-var=V env | grep '^V='

#### xargs --process-slot-var with -I
## stdin: one\ntwo
xargs -I{} --process-slot-var=N sh -c 'echo "$N {}"'

#### tree -p -s -h --si
## file: d/a
## | hello
## file: d/e/big
## | 0123456789012345678901234567890123456789
## dir: d/empty
## symlink: d/l -> a
chmod 750 d/e; tree -p d; tree -s d; tree -h d; tree --si d; tree -psh d

#### tree -h and --si of large files
## dir: big
head -c 2000000 /dev/zero > big/x; head -c 15294 /dev/zero > big/y; head -c 1023 /dev/zero > big/z; tree -h big; tree --si big; tree -s big

#### tree -D with fixed dates and --timefmt
## file: d/a
## | hello
## file: d/e/big
## | big
touch -d '2020-01-02 03:04:05' d/a d/e/big d/e d; tree -D d; tree -D --timefmt='%Y-%m-%d' d; tree -s -D d; tree --timefmt=%s d

#### tree --metafirst
## file: d/a
## | hello
## file: d/e/big
## | big
tree --metafirst -ps d; tree --metafirst d

#### tree --du
## file: d/a
## | hello
## file: d/e/big
## | 0123456789
## dir: d/empty
## symlink: d/l -> a
tree --du d; tree --du -h d; tree --du --si d; tree --du -d d; tree --du -L 1 d

#### tree --sort and -v -U -c
## file: d/a
## | hello
## file: d/b10
## | 1
## file: d/b9
## | 12
## file: d/e/big
## | 0123456789
tree --sort=size d; tree --sort=size -r d; tree -v d; tree --sort=version d; tree --sort=name -r d; tree -U d | sort

#### tree --sort with a bad word
## dir: d
tree --sort=bogus d; echo "s=$?"; tree --sort=none d; echo "s=$?"

#### tree --prune and --matchdirs
## file: d/a
## file: d/b10
## file: d/e/big
## file: d/e/m.c
## dir: d/empty
## file: d/x/y/z.c
tree --prune -P '*.c' d; tree --matchdirs -P 'e*' d; tree --prune --matchdirs -P 'e*' d; tree --prune d

#### tree --filelimit
## file: d/a
## file: d/b
## file: d/e/1
## file: d/e/2
## file: d/e/3
## file: d/f/1
tree --filelimit 2 d; tree --filelimit=3 d; tree --filelimit 1 -d d; tree --filelimit=5 -s d

#### tree -x is one filesystem
## file: d/a
tree -x d

#### mv -bT replaces a directory and keeps it as a backup
## file: d1/a
## | A
## file: d2/b
## | B
mv -bT -v d1 d2; find . | sort

#### cp -b of a file onto itself
## file: f
## | F
cp -b f f; echo "s=$?"; cp -fb f f; echo "s=$?"; cp -fbv --backup=t f f; ls; cat f

#### cp -b replaces a symlink destination by renaming it
## file: a
## | A
## file: t
## | T
## symlink: l -> t
cp -b a l; ls -l l~ | cut -c1 ; readlink l~; cat l t

#### cp --parents with a source path through dot and absolute-looking dirs
## file: a/b/c
## | x
## dir: d
cp --parents ./a/b/c d; cp --parents -v a/b/c d/; find d | sort

#### cp --parents when a parent exists as a file
## file: a/b/c
## | x
## file: d/a
## | file
cp --parents a/b/c d; echo "s=$?"; find d | sort

#### tree info on a file operand and a missing one
## file: f
## | hello
tree -s f nosuch; echo "s=$?"; tree f; echo "s=$?"; chmod +x f; tree -F --du f; mkdir s; cp f s; tree -p -F f s

#### tree --du with -P and -a
## file: d/a.c
## | hello
## file: d/.h
## | hidden
## file: d/e/b.c
## | 0123456789
## file: d/e/x
## | 0123456789
tree --du -P '*.c' d; tree --du -a d

#### tree --filelimit counts hidden entries only with -a
## file: d/.a
## file: d/.b
## file: d/c
tree --filelimit 1 d; tree --filelimit 2 -a d

#### tree -D on a file dated now-ish is shown with the year when old
## file: d/a
touch -d '2001-02-03 04:05:06' d/a; tree -D d | head -2 | tail -1

#### tree --gitignore
## file: r/a.log
## file: r/b.txt
## file: r/src/x.log
## file: r/src/y.c
## file: r/src/sub/z.o
## file: r/build/out
## file: r/docs/build/k
## file: r/docs/n.md
## file: r/.gitignore
## | *.log
## | build/
## | /docs/n.md
## | !src/x.log
## file: r/src/.gitignore
## | *.o
cd r; tree --gitignore; tree --gitignore -a; cd src; tree --gitignore; cd ../..; tree --gitignore r | tail -1; tree r | tail -1

#### tree --gitignore rule forms
## file: r/k
## file: r/a/k
## file: r/a/b/k
## file: r/c/k
## file: r/a/j
## file: r/a/b/j.log
## file: r/c/m.log
## dir: r/a/kd
cd r
printf 'k/\n' > .gitignore; tree --gitignore --noreport
printf 'a/k\n' > .gitignore; tree --gitignore --noreport; tree --gitignore --noreport a
printf '!j.log\n' > .gitignore; printf '*.log\n' > a/.gitignore; tree --gitignore --noreport; rm a/.gitignore
printf 'b\n' > .gitignore; tree --gitignore --noreport
printf 'a/*\n' > .gitignore; tree --gitignore --noreport
printf '**/k\n' > .gitignore; tree --gitignore --noreport
printf '# c\n\nc\n' > .gitignore; tree --gitignore --noreport
printf 'a/**/k\n[jm]*\n' > .gitignore; tree --gitignore --noreport
printf 'kd/\n?\n' > .gitignore; tree --gitignore --noreport; rm .gitignore

#### find -fprint to /dev/null and -fls to /dev/stdout
## file: d/a
find d -fprint /dev/null; echo "s=$?"; touch -d '2020-01-02 03:04:05' d/a d; find d -fls /dev/stdout | awk '{print $3, $7, $8, $9, $10, $11}'

#### cp -R --copy-contents reads a FIFO
mkdir d && mkfifo d/p
echo through > d/p &
cp -R --copy-contents d/p q
wait
cat q; stat -c '%F' q d/p; rm d/p

#### cp -S with an empty suffix or a slash
## file: a
## | new
## file: b
## | old
SIMPLE_BACKUP_SUFFIX=.env cp -S '' a b; ls; cp -S x/y a b; ls; SIMPLE_BACKUP_SUFFIX=a/b cp -b a b; ls; SIMPLE_BACKUP_SUFFIX= cp -b a b; ls

#### find -context without SELinux
## file: a
find . -context '*'; echo "s=$?"; find . -context; echo "s=$?"; find . -name x -o -context y; echo "s=$?"
