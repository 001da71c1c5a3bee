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

#### backslash before ordinary letters in double quotes kept
echo "\q\w\e"

#### double backslash unquoted becomes one
echo \\ a\\b

#### single quotes cannot contain single quote even escaped
echo 'a'\''b'

#### ansi-c quote with escaped single quote and backslash
echo $'it\'s \\ done'

#### ansi-c octal and control escapes
printf '%s' $'\101\cA' | od -An -c

#### quoted variable keeps newlines
x=$'l1\nl2'
echo "$x"
echo $x

#### quoted at in assignment joins with space
set -- a b c
x="$@"
echo "$x"

#### quoted star in assignment with custom IFS
set -- a b c
IFS=:
x="$*"
echo "$x"

#### nested quotes inside parameter default in double quotes
unset v
echo "${v:-"inner quoted"}"

#### single quotes inside parameter default in double quotes are kept
unset v
echo "${v:-'kept'}"

#### backslash-escaped quote inside parameter default
unset v
echo "${v:-a\"b}"

#### dollar inside single quotes inside double quotes expands
x=val
echo "'$x'"

#### backquote inside double quotes
echo "date is `echo today`"

#### escaped backquote inside double quotes
echo "\`not a command\`"

#### quote removal in case pattern and subject
case "a*b" in "a*b") echo exact;; esac

#### escaped glob characters do not glob
## file: ab
echo a\*  a\?

#### quoted glob characters do not glob
## file: ab
echo "a*" 'a?'

#### partially quoted glob still globs unquoted part
## file: abc
## file: abd
echo "ab"*

#### quoted brace does not expand
echo "{a,b}" \{a,b\}

#### unquoted equals in arguments is literal
echo a=b c==d

#### assignment-like argument with quotes
echo x="a b"

#### dollar double quote locale translation on plain text
echo $"plain"

#### quoted empty string in middle of word
echo a""b''c

#### unicode characters survive quoting
echo "héllo" 'wörld' $'\u263a'

#### tab characters inside single quotes
printf '%s\n' 'a	b' | od -An -c

#### escape newline inside single quotes is literal
echo 'a\
b'

#### word made of only quotes is empty argument
set -- "" '' $'' $""
echo $#

#### quoted parameter with trailing backslash
x='end\'
echo "$x"

#### printf %q round trip through eval
x=$'a b\t"c"\'d'
eval "y=$(printf '%q' "$x")"
[ "$x" = "$y" ] && echo round-trip

#### at Q round trip through eval
x=$'new\nline $dollar'
eval "y=${x@Q}"
[ "$x" = "$y" ] && echo round-trip
