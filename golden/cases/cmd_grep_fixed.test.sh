# grep (GNU grep 3.8): a lone pattern with no special character, matched as a fixed string without the
# regex engine (D-start-lazy): -i, -x, -z, -o, -b, --color, empty patterns,
# characters special in only one syntax, multibyte text, binary files and encoding errors.

#### -i on s: long s is a counterpart
printf 's\nS\n\xc5\xbf\nposs\npo\xc5\xbf\xc5\xbf\n' > f; grep -n -i s f; grep -o -i ss f

#### -i with punctuation and digits in the word
printf 'X-1.b\nx-1.B\nx-1xb\n' > f; grep -i 'x-1.b' f; grep -F -i 'X-1.B' f; grep -c -i -F '-1.' f

#### -x on fixed strings, and -v -x
printf 'abc\nabc \nxabc\nabc\n\nABC\n' > f; grep -n -x abc f; grep -c -v -x abc f; grep -n -x -i abc f

#### -z -x: a record that ends in a newline is not the word
printf 'x\n\0x\0y\0x\0' > f; grep -z -x -c x f; grep -z -c x f; grep -z -x x f | od -An -c

#### -F with the regex specials as plain characters
printf 'a.b\naxb\n[x]\nx\n*a\n^a$\na\\b\n' > f; grep -F 'a.b' f; grep -F '[x]' f; grep -F '*a' f; grep -F '^a$' f; grep -F 'a\b' f

#### characters special only in ERE are literal in a BRE
printf 'a+b\naab\na|b\n(x)\nx\n{1}\na?\n' > f; grep 'a+b' f; grep 'a|b' f; grep '(x)' f; grep '{1}' f; grep 'a?' f; grep -E -c 'a+b' f

#### -o and -b on a word that repeats and overlaps
printf 'aaaa aa\nbanana\n' > f; grep -o aa f; grep -o -b ana f; grep -c ana f

#### --color=always with -i and -n
printf 'Hello hello HELLO\nbye\n' > f; grep --color=always -n -i hello f; grep --color=always -c hello f

#### the empty pattern
printf 'a\n\nb\n' > f; grep -c '' f; grep -n -x '' f; grep -o '' f; echo "status $?"; grep -c -x -v '' f

#### multibyte words and text
printf 'caf\xc3\xa9\nCAF\xc3\x89\nnai\xcc\x88ve\n\xe6\x97\xa5\xe6\x9c\xac\xe8\xaa\x9e\n' > f; grep -c 'é' f; grep -o '日本' f; grep -i 'café' f; grep -b -o 'ï' f; grep -c 'i' f

#### a tab and a trailing space in the word
printf 'a\tb\na b\na b \n' > f; grep -c "$(printf 'a\tb')" f; grep -n 'b ' f

#### binary files and encoding errors
printf 'text\0more text\n' > bin; printf 'ok text\nbad \377 text\n' > enc; grep text bin; grep -c text bin; grep text enc; grep -a -c text enc; grep -o text enc

#### -m, -l, -L, -q and stdin
printf 'one\ntwo one\nthree\none\n' > f; grep -m 2 -n one f; grep -l one f; grep -L four f; grep -q three f; echo "q $?"; printf 'x one\ny\n' | grep -H one; printf 'none\n' | grep -c zzz; echo "status $?"

#### -r over a tree finds a fixed word in nested files
## file: src/a.txt
## | needle here
## file: src/deep/b.txt
## | no match
## | a needle again
## file: top.txt
## | Needle
grep -r -n needle . | sort; grep -r -i -l needle . | sort; grep -r -c needle src | sort

#### -v with the lone empty pattern selects nothing and stops at once
printf 'a\n\nb\n' > f; grep -v -c '' f; echo "c $?"; grep -v -c -e '' -e '' f f; echo "e $?"; grep -v -L '' f; grep -v -c -x '' f; grep -v -c -w '' f; printf '\n' > p; grep -v -c -f p f; echo "f $?"; grep -v -c '^' f
