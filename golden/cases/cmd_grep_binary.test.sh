# grep (GNU grep 3.8): binary files. A buffer holding a NUL makes the rest of the file binary: its NULs end
# lines, output lines are suppressed and "binary file matches" goes to stderr once; an output line with an
# encoding error (UTF-8 locale) is suppressed with the same message; -a, --binary-files, -I, -U, -z; NUL bytes
# in patterns read with -f.

#### NUL in input: message on stderr, status 0
printf 'a\nb\0\nc a\n' > f; grep a f; echo "status $?"; grep a f 2>/dev/null; echo "status $?"

#### NUL in stdin
printf 'a\nb\0\nc a\n' | grep a; echo "status $?"

#### binary with -n -b -H prints only the message
printf 'a\nb\0\nc a\n' > f; grep -n -b -H b f

#### binary with -v
printf 'a\nb\0\nc a\n' > f; grep -v a f; printf 'xx\0\n' > g; grep -vc a g

#### binary counts every matching line
printf 'a\nb\0\nc a\n' > f; grep -c a f; grep -H -c a f; grep -c a f f

#### binary with -l -L -q
printf 'a\nb\0\nc a\n' > f; printf 'q\n' > g; grep -l a f g; grep -L a f g; grep -q a f; echo "status $?"

#### binary with -o and -m
printf 'a\nb\0\nc a\n' > f; grep -o a f; grep -m1 a f; grep -m1 -c a f

#### binary with context prints no context
printf 'a\nb\0\nc a\nd\n' > f; grep -A1 a f; grep -C2 -n d f

#### binary with no match is silent, status 1
printf 'a\nb\0\nc a\n' > f; grep zzz f; echo "status $?"

#### -s does not silence the binary message
printf 'a\0\n' > f; grep -s a f; echo "status $?"

#### binary message per file, errors between
printf 'a\nb\0\nc a\n' > f; grep a f missing f; echo "status $?"

#### without-match and -I skip binary files
printf 'a\nb\0\nc a\n' > f; printf 'a text\n' > g; grep --binary-files=without-match a f g; echo "status $?"; grep -I a f; echo "status $?"; grep -I -c a f g

#### --binary-files=text and -a print NUL lines
printf 'a\nb\0\nc a\n' > f; grep --binary-files=text a f | od -c; grep -a -n b f | od -c

#### --binary-files=binary is the default, -U changes nothing
printf 'zz\na\0b\n' > f; grep --binary-files=binary zz f; grep -U zz f; grep --binary-files=bin zz f

#### an unknown binary-files type
printf 'zz\n' > f; grep --binary-files=bogus zz f; echo "status $?"

#### in a binary file NUL ends lines for matching and counting
printf 'zz\na\0b\n' > f; grep -c '^' f; grep -c 'a.b' f; grep -c 'a[^x]b' f; grep -c -w b f; grep -c -x b f

#### with -a NUL is an ordinary character
printf 'zz\na\0b\n' > f; grep -ac 'a.b' f; grep -ac -x 'a.b' f; grep -ac '^' f; grep -b -o -a b f

#### a NUL pattern from -f
printf 'zz\na\0b\n' > f; printf '\0\n' > p; grep -c -f p f; grep -F -c -f p f; grep -a -f p f | od -c; grep -a -c -F -f p f

#### a pattern with a NUL in the middle
printf 'a\0b\nab\n' > f; printf 'a\0b\n' > p; grep -c -f p f; grep -a -f p f | od -c; grep -a -F -x -f p f | od -c

#### a NUL pattern against a text file
printf 'a\nb\n' > f; printf 'a\0\n' > p; grep -f p f; echo "status $?"

#### -P with \x00
printf 'zz\na\0b\n' > f; grep -c -P '\x00' f; grep -a -P 'a\x00' f | od -c

#### -z reads NUL-terminated records, not binary
printf 'a\nb\0c a\0' | grep -z a | od -c; printf 'a\0b\0' | grep -z -c .; printf 'a\0b\0' | grep -z -v a | od -c

#### -z: newline is an ordinary character
printf 'a\nb\0c\0' | grep -z -c '^b'; printf 'x\nyz\0' | grep -z -x yz; echo "status $?"; printf 'x\nyz\0' | grep -z -x 'x.yz' | od -c

#### -z output of a record without a terminator
printf 'one\0two' | grep -z t | od -c

#### encoding error: the bad line is left out, the message comes last
printf 'a\nb\200\nc a\n' | grep -n .; echo "status $?"

#### encoding error in a line that is not output
printf 'a\nb\200\nc a\n' | grep a

#### encoding error with -c and -l
printf 'a\nb\200\nc a\n' > f; grep -c . f; grep -l b f

#### encoding error with -o prints the valid match
printf 'a\nb\200\nc a\n' | grep -o '[a-c]'

#### encoding error with -v
printf 'a\nb\200\nc a\n' | grep -v xyz

#### encoding error with -I is dropped silently
printf 'a\200\nb\nc a\n' | grep -I a; echo "status $?"

#### encoding error with -a is printed
printf 'a\200\nb\n' | grep -a a | od -c

#### encoding errors do not count under LC_ALL=C
printf 'a\nb\200\nc a\n' | LC_ALL=C grep -n . | od -c

#### encoding error with -z
printf 'a\200\0b\n' | grep -z a | od -c; echo "status $?"

#### an overlong and a surrogate sequence are encoding errors
printf 'x\300\257\nx\355\240\200\nx ok\n' | grep x

#### valid multibyte text is not binary
printf 'café\n日本語\n' | grep -n .

#### binary detection starts at the 96 KiB buffer holding the NUL
yes abcdefghi | head -n 20000 > big; printf 'x\0y\n' >> big; yes abcdefghi | head -n 10 >> big; grep -c abc big; grep abc big 2>&1 | wc -l; grep abc big 2>&1 | tail -n 1; grep x big

#### a NUL near the start makes the whole file binary
yes abcdefghi | head -n 9000 > big; printf 'x\0y\n' >> big; yes abcdefghi | head -n 10 >> big; grep abc big 2>&1 | wc -l

#### matches only before the binary buffer: no message
yes abcdefghi | head -n 30000 > big; printf 'x\0y\n' >> big; grep -n abc big | tail -n 1; grep -c abc big

#### binary file in a recursive search
mkdir d; printf 'hit\n' > d/a.txt; printf 'hit\0\n' > d/b.bin; grep -r hit d | sort; grep -rc hit d | sort; grep -rl hit d | sort

#### output to /dev/null: no binary message
printf 'a\0\n' > f; grep a f >/dev/null; echo "status $?"; grep a f 2>&1 >/dev/null; echo "status $?"

#### context before the binary buffer is printed, then the binary message
yes abcdefghi | head -n 9000 > big; printf 'hit one\n' >> big; yes abcdefghi | head -n 2000 >> big; printf 'x\0y\nhit two\n' >> big; grep -n -A2 hit big; echo "status $?"; grep -n -B2 hit big; grep -C1 -c hit big; rm big

#### trailing context owed into the binary buffer is printed there, NULs as line ends
yes abcdefghi | head -n 9829 > big; printf 'hit\n' >> big; yes abcdefghi | head -n 1 >> big; printf 'a\0b\n' >> big; yes abcdefghi | head -n 20 >> big; grep -n -A8 hit big | od -An -c; echo "status $?"; grep -C1 -n hit big; rm big

#### a match in the binary buffer cancels the trailing context owed
yes abcdefghi | head -n 9829 > big; printf 'hit\n' >> big; yes abcdefghi | head -n 1 >> big; printf 'a\0b\nhit\n' >> big; grep -n -A8 hit big; echo "status $?"; rm big

#### context across GNU's buffers
seq 1 40000 > big; grep -n -B3 -A2 '^2[0-9]*0000$' big; grep -C2 -m2 '5000$' big; grep -A3000 -m1 '^9999$' big | tail -n 2; rm big

#### context around a line left out for an encoding error
printf 'a\377\nb\nc\na\n' | grep -C1 a
printf 'x1\ny\nz\na\377\nb\n' | grep -n -A2 -e x1 -e a
printf 'x1\ny\nz\na\377\nb\nc\nx1\n' | grep -n -B1 -A1 -e x1 -e a
printf 'x\nb\377\nc\nd\nx\nq\n' | grep -n -A3 x
