# md5sum & co., cksum, base64/base32: digests, the -c check report and its warnings, encoding and decoding errors.

#### md5sum of files
## file: a
## | hello
## file-nonl: b
## | x
md5sum a b

#### md5sum of stdin
echo hi | md5sum

#### md5sum - reads stdin
echo hi | md5sum -

#### md5sum -b marks binary
## file: a
## | hello
md5sum -b a

#### md5sum --tag
## file: a
## | hello
md5sum --tag a

#### md5sum of a missing file
## file: a
## | hello
md5sum a nonexist; echo "s=$?"

#### md5sum of a directory
mkdir d; md5sum d; echo "s=$?"

#### md5sum name with backslash is escaped
## file: c\d
## | q
md5sum 'c\d'

#### md5sum -z
## file: a
## | hello
md5sum -z a | od -c | tail -2

#### sha1sum
## file: a
## | hello
sha1sum a

#### sha224sum
## file: a
## | hello
sha224sum a

#### sha256sum
## file: a
## | hello
sha256sum a

#### sha384sum
## file: a
## | hello
sha384sum a

#### sha512sum
## file: a
## | hello
sha512sum a

#### b2sum
## file: a
## | hello
b2sum a

#### b2sum -l 128
## file: a
## | hello
b2sum -l 128 a

#### b2sum --tag -l 256
## file: a
## | hello
b2sum --tag -l 256 a

#### b2sum -l not a multiple of 8
b2sum -l 7 /dev/null; echo "s=$?"

#### sha256sum of empty input
printf '' | sha256sum

#### md5sum -c all OK
## file: a
## | hello
## file-nonl: b
## | x
md5sum a b > sums; md5sum -c sums; echo "s=$?"

#### md5sum -c reports a mismatch
## file: a
## | hello
## file-nonl: b
## | x
md5sum a b > sums; printf y > b; md5sum -c sums; echo "s=$?"

#### md5sum -c with a missing file
## file: a
## | hello
## file-nonl: b
## | x
md5sum a b > sums; rm b; md5sum -c sums; echo "s=$?"

#### md5sum -c with a bad line
## file: a
## | hello
md5sum a > sums; echo junk >> sums; md5sum -c sums; echo "s=$?"

#### md5sum -c --strict fails on a bad line
## file: a
## | hello
md5sum a > sums; echo junk >> sums; md5sum -c --strict sums; echo "s=$?"

#### md5sum -c -w names the bad line
## file: a
## | hello
md5sum a > sums; echo junk >> sums; md5sum -c -w sums; echo "s=$?"

#### md5sum -c --quiet shows only failures
## file: a
## | hello
## file-nonl: b
## | x
md5sum a b > sums; printf y > b; md5sum -c --quiet sums; echo "s=$?"

#### md5sum -c --status is silent
## file: a
## | hello
## file-nonl: b
## | x
md5sum a b > sums; printf y > b; md5sum -c --status sums; echo "s=$?"

#### md5sum -c --ignore-missing
## file: a
## | hello
md5sum a > sums; echo 'b1946ac92492d2347c6235b4d2611184  gone' >> sums; md5sum -c --ignore-missing sums; echo "s=$?"

#### md5sum -c --ignore-missing with nothing verified
echo 'b1946ac92492d2347c6235b4d2611184  gone' > sums; md5sum -c --ignore-missing sums; echo "s=$?"

#### md5sum -c with no checksum lines
echo junk > j; md5sum -c j; echo "s=$?"

#### md5sum -c from stdin with no checksum lines
echo junk | md5sum -c; echo "s=$?"

#### md5sum -c of a missing list
md5sum -c nolist; echo "s=$?"

#### md5sum -c accepts the tag format
## file: a
## | hello
md5sum --tag a | md5sum -c

#### md5sum -c rejects another algorithm's tag
## file: a
## | hello
sha256sum --tag a | md5sum -c; echo "s=$?"

#### md5sum -c with binary marks
## file: a
## | hello
md5sum -b a | md5sum -c

#### md5sum -c with two mismatches
## file-nonl: a
## | 1
## file-nonl: b
## | 2
md5sum a b > sums; printf 3 > a; printf 4 > b; md5sum -c sums; echo "s=$?"

#### md5sum -c escaped name
## file: c\d
## | q
md5sum 'c\d' > sums; md5sum -c sums

#### sha1sum -c round trip
## file: x.txt
## | some text
sha1sum x.txt | sha1sum -c

#### sha512sum -c round trip
## file: x.txt
## | some text
sha512sum x.txt > s; sha512sum --check s

#### b2sum -c round trip with -l
## file: x.txt
## | some text
b2sum -l 64 x.txt > s; b2sum -c s

#### md5sum --quiet without -c
md5sum --quiet /dev/null; echo "s=$?"

#### md5sum --status without -c
md5sum --status /dev/null; echo "s=$?"

#### md5sum --tag with -c
md5sum --tag -c /dev/null; echo "s=$?"

#### md5sum bad option
md5sum -x; echo "s=$?"

#### cksum of a file
## file: a
## | hello
cksum a

#### cksum of stdin
echo x | cksum

#### cksum of empty input
printf '' | cksum

#### cksum of several files
## file: a
## | hello
## file: b
## | world
cksum a b

#### cksum of a missing file
cksum nope; echo "s=$?"

#### cksum larger input
seq 1 20000 | cksum

#### cksum -a sha256
## file: a
## | hello
cksum -a sha256 a

#### cksum -a md5 --untagged
## file: a
## | hello
cksum -a md5 --untagged a

#### cksum -a bsd
## file: a
## | hello
cksum -a bsd a

#### cksum -a sysv
## file: a
## | hello
cksum -a sysv a

#### cksum -a crc
## file: a
## | hello
cksum -a crc a

#### cksum -a blake2b -l 128
## file: a
## | hello
cksum -a blake2b -l 128 a

#### cksum -a invalid
cksum -a foo /dev/null; echo "s=$?"

#### cksum -c of a tagged list
## file: a
## | hello
cksum -a sha1 a > s; cksum -c s; echo "s=$?"

#### cksum -c with an untagged list
## file: a
## | hello
md5sum a > s; cksum -c s; echo "s=$?"

#### cksum -a bsd of stdin
echo hello | cksum -a bsd

#### base64 encode
printf 'hello world' | base64

#### base64 encode empty
printf '' | base64 | od -c

#### base64 wraps at 76
head -c 100 /dev/zero | base64

#### base64 -w 20
head -c 40 /dev/zero | base64 -w 20

#### base64 -w 0
printf hi | base64 -w 0; echo "|"

#### base64 exactly 57 bytes
head -c 57 /dev/zero | base64

#### base64 of a file
## file: a
## | hello
base64 a

#### base64 -d
printf 'aGVsbG8gd29ybGQ=\n' | base64 -d; echo

#### base64 --decode with line breaks
printf 'aGVs\nbG8=\n' | base64 --decode; echo " s=$?"

#### base64 -d invalid character
printf 'aGVs!bG8=' | base64 -d; echo " s=$?"

#### base64 -di ignores garbage
printf 'aGVs!bG8=' | base64 -di; echo " s=$?"

#### base64 -d missing padding
printf 'aGVsbG8' | base64 -d; echo " s=$?"

#### base64 -d concatenated
printf 'aGVsbG8=aGk=' | base64 -d; echo " s=$?"

#### base64 -d with CR
printf 'aGVsbG8=\r\n' | base64 -d; echo " s=$?"

#### base64 -d single char
printf 'x' | base64 -d; echo " s=$?"

#### base64 round trip binary
printf '\000\001\377\376' | base64 | base64 -d | od -An -tx1

#### base64 invalid wrap
base64 -w x /dev/null; echo "s=$?"

#### base64 extra operand
base64 a b; echo "s=$?"

#### base64 missing file
base64 nope; echo "s=$?"

#### base32 encode
printf hi | base32

#### base32 decode
printf 'NBUQ====' | base32 -d; echo

#### base32 longer round trip
printf 'The quick brown fox' | base32 | tee enc | base32 -d; echo; cat enc

#### base32 -d invalid
printf 'NB!Q====' | base32 -d; echo " s=$?"

#### base32 -w 8
printf 'hello world' | base32 -w 8
