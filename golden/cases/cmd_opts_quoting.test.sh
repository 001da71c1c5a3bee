# Quoting in messages as GNU's quoting styles do, in the C locale (LC_ALL=C: '…', bytes above 0x7f escaped)
# and in C.UTF-8 (‘…’ for the locale style; shell-escape style for file names as ls and rm print them).

#### mkdir: locale quotes in C and C.UTF-8
mkdir d; mkdir d; LC_ALL=C mkdir d; echo "status $?"

#### mkdir: a quote and a backslash in the name
mkdir "it's" 'a\b'; mkdir "it's" 'a\b'; LC_ALL=C mkdir "it's" 'a\b'

#### mkdir: a tab and a multibyte name
mkdir "$(printf 'a\tb')" café; mkdir "$(printf 'a\tb')" café; LC_ALL=C mkdir "$(printf 'a\tb')" café

#### mkdir: a byte that is not UTF-8
n=$(printf 'x\377y'); mkdir "$n"; mkdir "$n"; LC_ALL=C mkdir "$n"

#### ls: shell-escape quoting of a missing name
ls 'a b' "it's" café "$(printf 'c\td')"; LC_ALL=C ls 'a b' café "$(printf 'c\td')"

#### rm: shell-escape quoting with a multibyte name
rm 'café x'; LC_ALL=C rm 'café x'; rm "$(printf 'n\nl')"; LC_ALL=C rm "$(printf 'q\001')"

#### cat and head: a name needing quotes
cat 'no such'; LC_ALL=C cat 'né'; head 'x y'; LC_ALL=C head "it's"

#### rmdir, cp, mv, touch, chmod
rmdir 'é e'; LC_ALL=C rmdir 'é e'; cp 'é' x; LC_ALL=C cp 'é' x; LC_ALL=C mv 'a b' c; LC_ALL=C chmod 644 'é'; LC_ALL=C touch d/é/x

#### seq: invalid arguments in both locales
seq 1 x; LC_ALL=C seq 1 x; LC_ALL=C seq 'é'; seq nan; LC_ALL=C seq nan

#### truncate: option names quoted by the locale
truncate x; LC_ALL=C truncate x; LC_ALL=C truncate -r x f

#### test: missing bracket in both locales
[ 1 = 1; echo "status $?"; LC_ALL=C [ 1 = 1; echo "status $?"; LC_ALL=C [ a -lt 1 ]; [ a -lt 1 ]

#### numeric argument errors: head, tail, cut
LC_ALL=C head -n x f; head -n x f; LC_ALL=C tail -c é f; LC_ALL=C cut -f x f; cut -f x f

#### sort and wc: missing files
LC_ALL=C sort 'no file'; LC_ALL=C wc 'é'; wc 'é'

#### grep: --color argument in both locales
grep --color=bad x >/dev/null; echo "status $?"; LC_ALL=C grep --color=bad >/dev/null; echo "status $?"

#### ln and stat
LC_ALL=C ln -s x 'a b'; LC_ALL=C ln -s x 'a b'; LC_ALL=C stat 'é'; stat 'é'

#### od and date: bad arguments
LC_ALL=C od -N x /dev/null; LC_ALL=C date -d 'é bad'; date -d 'é bad'

#### LANG alone selects the locale when LC_ALL is unset
mkdir d; unset LC_ALL; LANG=C mkdir d; LANG=C.UTF-8 mkdir d; LC_CTYPE=C LANG=C.UTF-8 mkdir d

#### no locale variable at all is the C locale
mkdir d; unset LC_ALL LANG; mkdir d; rm 'é'

#### chown, du, readlink, tail -f names
LC_ALL=C du 'é'; LC_ALL=C readlink -e 'é'; echo "status $?"; LC_ALL=C tail 'é'

#### split, csplit, uniq, comm, join: missing files
LC_ALL=C uniq 'é'; LC_ALL=C comm 'é' x; LC_ALL=C join 'é' x; LC_ALL=C split 'é'; LC_ALL=C csplit 'é' 1

#### mktemp and install
LC_ALL=C mktemp -d 'é'; LC_ALL=C install -d 'é/é'; echo "status $?"; LC_ALL=C mktemp 'aXX'

#### an invalid multibyte short option is named by its first byte
tr -é 2>&1 | od -c | head -n 2; sort -xé 2>&1 | head -n 1; LC_ALL=C cut -ü 2>&1 | od -c | head -n 1
