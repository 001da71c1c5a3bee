# echo: -n -e -E, combined flags, escapes, what is and is not an option.

#### echo plain
echo hello world

#### echo no arguments prints newline
echo
echo "[end]"

#### echo -n suppresses newline
echo -n abc; echo def

#### echo does not interpret escapes by default
echo 'a\tb\n'

#### echo -e interprets escapes
echo -e 'a\tb\nc'

#### echo -E disables escapes
echo -E 'a\tb'

#### echo -e backslash c stops output
echo -e 'abc\cdef'; echo next

#### echo -e octal escapes
echo -e '\0101\060'

#### echo -e hex escapes
echo -e '\x41\x4a'

#### echo -e unicode escapes
echo -e '\u00e9\U0001F600'

#### echo -e escape e and a
echo -e 'x\ey' | od -c | head -1

#### echo -e backslash backslash
echo -e 'a\\b'

#### echo -e unknown escape kept
echo -e 'a\qb'

#### echo combined flags ne
echo -ne 'x\ty'; echo

#### echo combined flags en
echo -en 'a\nb'; echo

#### echo combined -neE last wins
echo -eE 'a\tb'
echo -Ee 'a\tb'

#### echo invalid flag is printed
echo -x hello

#### echo flag with invalid letter is text
echo -nz hi

#### echo double dash is printed
echo -- -n

#### echo -n as separate later argument is printed
echo a -n b

#### echo multiple option arguments
echo -n -e 'a\tb'; echo

#### echo dash alone
echo -

#### echo -e with vertical tab and form feed
echo -e 'a\vb\fc' | od -c | head -1

#### echo -e carriage return
echo -e 'abc\rX' | od -c | head -1

#### echo xpg_echo enables escapes
shopt -s xpg_echo
echo 'a\tb'

#### echo preserves multiple spaces when quoted
echo "a    b"

#### echo joins arguments with single space
echo a    b     c

#### echo empty string argument
echo '' a ''

#### echo with dollar single quote escapes
echo $'tab\there'

#### echo -e with octal without leading zero
echo -e '\101'

#### echo -e hex with one digit
echo -e '\x9z' | od -c | head -1

#### echo output to closed stdout reports error
echo hi >&-
echo "status $?"

#### echo -e backslash zero alone is NUL
echo -e 'a\0b' | od -c | head -1

#### echo -n with empty string prints nothing
echo -n ''
echo "[$(echo -n '')]"

#### echo -e escapes inside variable
v='1\n2'
echo -e "$v"

#### echo does not treat -- specially with -e
echo -e -- 'x\ty'

#### builtin echo via builtin keyword
builtin echo via-builtin

#### echo with glob argument and no match
echo nomatch*.zz

#### echo -e with \c in middle argument stops all
echo -e 'a' 'b\c' 'c'; echo

#### echo capital -N is not an option
echo -N hi
