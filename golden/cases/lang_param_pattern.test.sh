# Parameter expansion: prefix/suffix removal, replacement, substrings, case modification.

#### shortest prefix removal
x=a/b/c
echo ${x#*/}

#### longest prefix removal
x=a/b/c
echo ${x##*/}

#### shortest suffix removal
x=file.tar.gz
echo ${x%.*}

#### longest suffix removal
x=file.tar.gz
echo ${x%%.*}

#### removal with no match leaves value
x=abc
echo ${x#z} ${x%z}

#### removal pattern from variable
x=prefix-body; p=prefix-
echo ${x#$p}

#### quoted pattern is literal
x='a*b'
echo "${x#"a*"}" "${x#a*}"

#### removal with character class
x=123abc
echo ${x##[0-9]} ${x##*[0-9]}

#### removal applied to each positional
set -- a.txt b.txt
echo ${@%.txt}

#### removal applied to each array element
a=(x.c y.c z.h)
echo "${a[@]%.c}"

#### dirname and basename idioms
p=/usr/local/bin/tool
echo "${p%/*}" "${p##*/}"

#### removal of whole value
x=abc
echo "[${x#abc}]" "[${x%%*}]"

#### removal with question mark pattern
x=abcd
echo ${x#?} ${x%??}

#### removal with extglob pattern
## args: -O extglob
x=aaab
echo ${x##+(a)}

#### replace first match
x=aaa
echo ${x/a/b}

#### replace all matches
x=aaa
echo ${x//a/b}

#### replace anchored at start
x=abab
echo ${x/#ab/X} ${x/#b/X}

#### replace anchored at end
x=abab
echo ${x/%ab/X} ${x/%a/X}

#### replace with empty deletes
x=a-b-c
echo ${x//-/} ${x/-}

#### replace with glob pattern is longest match
x=abcabc
echo ${x/b*c/X}

#### replace with pattern from variable
x=hello; p=l; r=L
echo ${x//$p/$r}

#### replace with slash in pattern needs escape
x=a/b/c
echo ${x//\//:}

#### ampersand in replacement is the match by default in 5.2
x=abc
echo "${x/b/&}"

#### patsub_replacement bracketed ampersand and escaped ampersand
shopt -s patsub_replacement
x=abc
echo "${x/b/[&]}" "${x/b/\&}"

#### replace in each positional
set -- aa ba
echo "${@/a/x}"

#### replace in array elements
a=(one two three)
echo "${a[@]//o/0}"

#### replace empty pattern does nothing
x=abc
echo ${x//} ${x/}

#### replacement contains unexpanded special chars
x=abc
echo "${x/b/\$y}"

#### replace with quoted glob characters
x='a*c'
echo "${x/\*/-}" "${x/'*'/+}"

#### substring from offset
x=abcdef
echo ${x:2}

#### substring with length
x=abcdef
echo ${x:1:3}

#### substring negative offset needs space
x=abcdef
echo ${x: -2} ${x:(-3):2}

#### substring negative length counts from end
x=abcdef
echo ${x:1:-2}

#### substring offset past end is empty
x=abc
echo "[${x:5}]"

#### substring with arithmetic offset
x=abcdef; n=1
echo ${x:n+1:n*2}

#### substring of positional parameters
set -- a b c d
echo ${@:2} "|" ${@:2:2}

#### substring of positionals from zero includes dollar zero
set -- a b
echo ${@:0:2}

#### substring of array
a=(p q r s)
echo ${a[@]:1:2}

#### substring of array negative offset
a=(p q r s)
echo ${a[@]: -2}

#### negative length on array is an error
a=(p q r)
echo ${a[@]:0:-1}
echo after

#### negative substring length past start is an error
x=abc
echo ${x:2:-2}
echo next

#### substring of utf-8 string counts characters
x='héllo'
echo ${x:1:3}

#### uppercase first character
x=hello
echo ${x^}

#### uppercase all
x=hello
echo ${x^^}

#### lowercase first
x=HELLO
echo ${x,}

#### lowercase all
x=HELLO
echo ${x,,}

#### case modification with pattern
x=banana
echo ${x^^[an]} ${x^a}

#### case modification on array
a=(ab cd)
echo "${a[@]^}"

#### case modification on positionals
set -- xy zw
echo "${@^^}"

#### toggle case operators
x=HeLLo
echo ${x~} ${x~~}

#### case modification utf-8
x='élan'
echo ${x^} ${x^^}

#### removal on unset variable gives empty
unset x
echo "[${x#a}]" "[${x/a/b}]" "[${x:1}]"

#### pattern removal with backslash-escaped star
x='a*b*c'
echo ${x#*\*} ${x%\**}

#### pattern removal using bracket with negation
x=abc123
echo ${x%%[!a-z]*}

#### replace all spaces
x='a b  c'
echo "${x// /_}"

#### replace newline
x=$'a\nb'
echo "${x//$'\n'/,}"

#### suffix removal on number
x=3.14159
echo ${x%.*} ${x#*.}

#### substring with zero length
x=abc
echo "[${x:1:0}]"

#### substring of dollar at with negative length is error
set -- a b c
echo ${@:1:-1}
echo after

#### substring on special character string
x='a b c'
echo "${x:1:3}|"

#### replace in array with anchors
a=(ab ba)
echo "${a[@]/#a/X}" "${a[@]/%a/Y}"

#### removal with star only
x=abc
echo "[${x#*}]" "[${x##*}]" "[${x%*}]"

#### substring offset expression with variables and spaces
x=abcdef
o=2
echo ${x: o : 2}

#### bad substitution with invalid operator
x=abc
echo ${x:}
echo after

#### bad substitution stops the rest of the line
echo ${x;}
echo second

#### patsub_replacement off makes ampersand literal
shopt -u patsub_replacement
x=abc
echo "${x/b/[&]}"

#### quoted ampersand in replacement is literal
x=abc
echo "${x/b/"&"}" ${x/b/'&'}
