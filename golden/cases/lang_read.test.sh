# read: options -r -a -d -n -N -p -s -t, IFS rules, here-strings, stdin, status at EOF.

#### read a line from stdin
## stdin: hello world\n
read line
echo "[$line]"

#### read splits into variables last gets rest
## stdin: a b c d\n
read x y
echo "[$x] [$y]"

#### read more variables than fields
## stdin: only\n
read x y z
echo "[$x] [$y] [$z]"

#### read default variable REPLY
## stdin: into reply\n
read
echo "[$REPLY]"

#### REPLY keeps leading and trailing whitespace
## stdin:   spaced  \n
read
echo "[$REPLY]"

#### named variable strips whitespace
## stdin:   spaced  \n
read v
echo "[$v]"

#### read strips backslashes without -r
## stdin: a\\tb\\\\c\n
read v
echo "[$v]"

#### read -r keeps backslashes
## stdin: a\\tb\\\\c\n
read -r v
echo "[$v]"

#### backslash newline continues line without -r
## stdin: first\\\nsecond\n
read v
echo "[$v]"

#### read -r does not continue lines
## stdin: first\\\nsecond\n
read -r v
echo "[$v]"

#### read at eof returns 1
read v
echo "status $? [$v]"

#### read last line without newline returns 1 but sets variable
## stdin: no newline
read v
echo "status $? [$v]"

#### read -a into array
## stdin: x y z\n
read -a arr
echo ${#arr[@]} ${arr[2]}

#### read -a with custom IFS
IFS=, read -a arr <<< 'a,b,,c'
declare -p arr

#### read with IFS colon
IFS=: read user pass rest <<< 'root:x:0:0:root'
echo "$user|$pass|$rest"

#### read with empty IFS keeps whitespace
IFS= read -r v <<< '  both sides  '
echo "[$v]"

#### read -d with custom delimiter
read -d ';' v <<< 'first;second'
echo "[$v]"

#### read -d empty reads to NUL or EOF
read -r -d '' v <<< $'l1\nl2'
echo "status $? [$v]"

#### read -n reads n characters
read -n 3 v <<< 'abcdef'
echo "[$v]"

#### read -n stops at newline
read -n 10 v <<< $'ab\ncd'
echo "[$v]"

#### read -N reads exactly n characters including newline
read -N 4 v <<< $'ab\ncd'
echo "[$v]"

#### read -p prompt goes to stderr only for terminal
read -p 'prompt> ' v <<< 'answer'
echo "[$v]"

#### read -t zero checks for input
read -t 0 <<< 'data'
echo "status $?"

#### read -s silent on non-terminal just reads
read -s v <<< 'secret'
echo "[$v]"

#### read from file via redirect
## file: in.txt
## | line1
## | line2
read a < in.txt
echo "$a"

#### while read over file
## file: in.txt
## | one
## | two
## | three
while read -r l; do echo "<$l>"; done < in.txt

#### while read last line without newline needs or test
## file-nonl: in.txt
## | a
## | b
while read -r l || [ -n "$l" ]; do echo "<$l>"; done < in.txt

#### while read with IFS to split fields
## file: data.csv
## | a,1
## | b,2
while IFS=, read -r name num; do echo "$name=$num"; done < data.csv

#### read with leading whitespace IFS stripped only for whitespace
IFS=: read a b <<< ':x:y'
echo "[$a] [$b]"

#### read trailing IFS non-whitespace delimiter removed for last var
IFS=: read a b <<< 'x:y:'
echo "[$a] [$b]"

#### read single var with trailing colon keeps it
IFS=: read a <<< 'x:y:'
echo "[$a]"

#### read into array element
read 'arr[3]' <<< 'val'
declare -p arr

#### read invalid variable name
read 1abc <<< x
echo "status $?"

#### read -u from fd
## file: f
## | via fd
exec 3< f
read -u 3 v
echo "$v"

#### read -u bad fd
read -u 9 v
echo "status $?"

#### read invalid option
read -q v
echo "status $?"

#### read -n with invalid count
read -n abc v <<< x
echo "status $?"

#### read -a with IFS splitting and backslash
read -a arr <<< 'a\ b c'
declare -p arr

#### read -ra keeps backslash
read -ra arr <<< 'a\ b c'
declare -p arr

#### read two lines with two reads from group
## stdin: L1\nL2\nL3\n
{ read a; read b; }
echo "$a,$b"
cat

#### read does not consume beyond line from pipe for cat
printf 'x\ny\n' | { read a; cat; }

#### read utf-8 characters with -n
read -n 2 v <<< 'éàü'
echo "[$v]"

#### read sets variable empty at eof
v=before
read v < /dev/null
echo "status $? [$v]"

#### read -d newline same as default
read -d $'\n' v <<< 'line'
echo "[$v]"

#### read with tab IFS
IFS=$'\t' read a b <<< $'x y\tz'
echo "[$a][$b]"

#### read -e on non-terminal
read -e v <<< 'edit'
echo "[$v]"

#### read -t with fractional timeout from here-string
read -t 0.5 v <<< 'quick'
echo "status $? [$v]"

#### read combined -rn
read -rn 2 v <<< '\abc'
echo "[$v]"

#### read multiple variables from pipe with lastpipe
shopt -s lastpipe
echo 'p q' | read a b
echo "$b $a"

#### read empty line sets empty
read v <<< ''
echo "status $? [$v]"

#### read -N ignores IFS and delimiter
IFS=: read -N 5 v <<< ':a:b:'
echo "[$v]"

#### read -a empties existing array
arr=(old1 old2 old3)
read -a arr <<< 'new'
declare -p arr

#### read into readonly variable fails
readonly ro=1
read ro <<< 2
echo "status $? ro=$ro"
