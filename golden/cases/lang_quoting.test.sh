# Quoting and escaping: single, double, $'...', backslashes, quote removal.

#### single quotes keep everything literal
echo 'a $HOME `x` \n "q" \'

#### double quotes expand parameters but not globs
## file: a.txt
x=hello
echo "$x *" *

#### backslash in double quotes only escapes $ ` " \ and newline
echo "\$ \` \" \\ \a \n"

#### backslash newline inside double quotes is removed
echo "ab\
cd"

#### backslash newline unquoted joins words
echo ab\
cd

#### unquoted backslash escapes any character
echo \a\b\*\ \$x

#### adjacent quoted pieces form one word
set -- 'a b'"c d"e\ f
echo $#; echo "$1"

#### ansi-c quoting escapes
printf '%s|' $'a\tb' $'\x41\101\u00e9' $'q\'q' $'\e' | od -c | head -3

#### ansi-c quoting backslash-c and newline
echo $'one\ntwo'
echo "[$'x']"

#### locale string $"..." behaves as double quotes
x=v; echo $"val $x"

#### empty quotes make an empty argument
set -- '' "" a
echo $#

#### unquoted empty variable disappears
e=
set -- $e a $e
echo $#

#### quoted empty variable stays
e=
set -- "$e" a "$e"
echo $#

#### single quote inside double quotes
echo "it's"

#### double quote inside single quotes
echo 'say "hi"'

#### dollar single quote inside double quotes is literal
echo "$'\t'"

#### quote removal happens after expansion, not on results
x="'a b'"
set -- $x
echo $#; echo "$1"

#### backslash from a variable is not an escape
x='a\tb'
echo $x "$x"

#### escaped hash is not a comment
echo \# '#' a#b # comment

#### hash after space starts a comment
echo a #b c

#### quoted tilde does not expand
echo "~" '~' \~

#### escaped newline at end of script
echo a\

#### nested double quotes in command substitution
echo "$(echo "inner "quoted" words")"

#### backquote needs backslash for nested quotes
echo "`echo \"x y\"`"

#### unterminated single quote is a syntax error
echo 'abc

#### unterminated double quote is a syntax error
echo "abc
echo after

#### dollar at end of word is literal
echo $ a$ "$"

#### quoted dollar brace is literal
echo '${x}' \${x}

#### special characters quoted
echo '|' "&" \; '<' ">" '(' ")"

#### multi-line single quoted string
echo 'line1
line2'

#### multiple spaces preserved only when quoted
x='a   b'
echo $x; echo "$x"
