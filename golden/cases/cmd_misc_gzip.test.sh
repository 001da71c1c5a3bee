# gzip, gunzip, zcat (GNU gzip 1.12).

#### compress and decompress a file in place
## file: a.txt
## | alpha
## | beta
gzip a.txt
ls
gunzip a.txt.gz
ls
cat a.txt

#### -c writes to stdout and keeps the file; the bytes are GNU's
## file: a.txt
## | some text some text some text
touch -d @1600000000 a.txt
gzip -c a.txt | od -An -tx1
ls

#### -n leaves out the name and the time
## file: a.txt
## | hello
gzip -n -c a.txt | od -An -tx1

#### standard input has no name and time 0
printf 'piped data\n' | gzip | od -An -tx1

#### levels 1 and 9 mark the header
seq 1 300 > s
touch -d @1600000000 s
gzip -1 -c s | od -An -tx1 -N10
gzip -9 -c s | od -An -tx1 -N10
gzip -9 -c s | gunzip | tail -1

#### -k keeps the input, -v reports the ratio
seq 1 100 > nums
gzip -kv nums
ls
gzip -dv -f nums.gz
ls

#### zcat and gzip -dc read members one after another
printf 'one\n' | gzip > both.gz
printf 'two\n' | gzip >> both.gz
zcat both.gz
gzip -dc < both.gz

#### an existing output is not overwritten without -f
## file: f
## | x
## file: f.gz
## | old
gzip f
echo "status $?"
cat f.gz
gzip -f -n f
ls

#### a file that already has the suffix
## file: g.gz
## | not really
gzip g.gz
echo "status $?"

#### gunzip of a name with an unknown suffix
## file: plain
## | text
gunzip plain
echo "status $?"

#### not in gzip format
## file: bad.gz
## | this is text
gunzip bad.gz
echo "status $?"
ls

#### a truncated file
seq 1 1000 | gzip > t.gz
head -c 30 t.gz > cut.gz
gunzip -c cut.gz > /dev/null
echo "status $?"

#### a missing file
gzip nofile
echo "status $?"
gzip -q nofile
echo "status $?"

#### a directory is ignored, -r goes inside
mkdir -p d/e
echo one > d/a
echo two > d/e/b
gzip d
echo "status $?"
gzip -r -n d
find d | sort

#### -t tests, -l lists
seq 1 100 > n
gzip -n n
gzip -t n.gz
echo "status $?"
gzip -tv n.gz
gzip -l n.gz

#### gunzip finds NAME.gz for NAME
echo hi > x
gzip x
gunzip x
cat x

#### -S sets the suffix
echo data > y
gzip -S .z y
ls
gunzip -S .z y.z
cat y

#### trailing garbage after the data
echo payload | gzip > tg.gz
printf 'junk' >> tg.gz
zcat tg.gz
echo "status $?"

#### trailing zeros are padding
echo payload | gzip > tz.gz
head -c 16 /dev/zero >> tz.gz
zcat tz.gz
echo "status $?"

#### an invalid option
gzip -x
echo "status $?"

#### the mode is kept
echo secret > m
chmod 600 m
gzip m
stat -c %a m.gz
gunzip m.gz
stat -c %a m

#### zcat -f passes plain text through
echo plain > p
zcat -f p

#### an empty input
gzip -c < /dev/null | wc -c
gzip -c < /dev/null | gunzip | wc -c

#### tgz becomes tar
echo t | gzip > a.tgz
gunzip a.tgz
ls
