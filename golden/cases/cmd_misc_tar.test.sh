# tar (GNU tar 1.34): create, list, extract; confinement of hostile members.

#### create and list
## file: d/a
## | alpha
## file: d/e/b
## | beta
tar cf ~/x.tar d
tar tf ~/x.tar | sort

#### extract into -C
## file: d/a
## | alpha
## file: d/e/b
## | beta
tar -cf ~/x.tar d
mkdir out
tar -xf ~/x.tar -C out
find out | sort
cat out/d/e/b

#### the old bundled form and -v
## file: f.txt
## | text
tar cvf ~/x.tar f.txt
tar tf ~/x.tar
rm f.txt
tar xvf ~/x.tar
cat f.txt

#### gzip through -z, to and from a pipe
## file: d/a
## | alpha
tar -czf - d | tar -tzf -
tar czf ~/d.tgz d
rm -r d
tar xzf ~/d.tgz
cat d/a

#### -O extracts to standard output
## file: a
## | one
## file: b
## | two
tar cf ~/x.tar a b
tar xOf ~/x.tar b

#### named members, and a name not in the archive
## file: d/a
## | alpha
## file: d/b
## | beta
tar cf ~/x.tar d
tar tf ~/x.tar d/b
tar tf ~/x.tar nomatch
echo "status $?"

#### --strip-components
## file: top/mid/f
## | deep
tar cf ~/x.tar top
mkdir o
tar xf ~/x.tar -C o --strip-components=2
find o | sort

#### --exclude
## file: d/keep.txt
## | k
## file: d/drop.log
## | d
tar cf ~/x.tar --exclude='*.log' d
tar tf ~/x.tar | sort

#### a leading slash is removed when creating
## file: f
## | x
tar cf ~/x.tar "$PWD/f" 2>err.txt
sed "s|$PWD|WORK|" err.txt
tar tf ~/x.tar | sed "s|${PWD#/}|WORK|"

#### an empty archive is refused
tar cf ~/x.tar
echo "status $?"

#### no operation
tar f ~/x.tar
echo "status $?"

#### a missing file
## file: a
## | a
tar cf ~/x.tar nofile a
echo "status $?"
tar tf ~/x.tar

#### a missing archive
tar xf nofile.tar
echo "status $?"

#### not a tar archive
## file: bogus.tar
## | this is not a tar archive at all
tar tf bogus.tar
echo "status $?"

#### a symlink is stored as a link
## file: t
## | target
## symlink: l -> t
tar cf ~/x.tar l t
mkdir o
tar xf ~/x.tar -C o
readlink o/l
cat o/l

#### -k keeps existing files
## file: f
## | old
tar cf ~/x.tar f
echo new > f
tar xkf ~/x.tar
echo "status $?"
cat f

#### extracting over an existing file replaces it
## file: f
## | archived
tar cf ~/x.tar f
echo changed > f
tar xf ~/x.tar
cat f

#### -C before the names when creating
mkdir src && echo x > src/ok
tar cf ~/base.tar -C src ok
tar tf ~/base.tar
mkdir o
tar xf ~/base.tar -C o
ls o

#### hostile members: .. skipped, leading / removed, links kept as links
base64 -d > ~/evil.tgz <<'EOF'
H4sIAAAAAAAAA+3W0QqCMBQG4F33FD7BdlzTPc9KIUkynFaP3wwvwptIODPa/yFsePMfNn5USlXf
mlZwoqA05rUGyzXQb/vpvaW9FhmxTjUb/eD6EBkj6wc9dltPAFtS7uC5M77vf1mQQf9jQP/T1p35
M1b0X9sc/Y8B/U+bU1JOz4ExY0X/rbHofwzof9raC/8PwOf+L/Y5FZpEplU9HNXVeX+v2IZLvP8n
1/Od7WzF/RsqRJaH71I3Dr6par7hEr9/AAAAAAAAAAAA+F9P9skQ9QAoAAA=
EOF
tar xzvf ~/evil.tgz
echo "status $?"
find . | sort
readlink lnk
