# Process substitution <(...) and >(...): as file names, with read loops, exec, tee, and exit statuses.

#### two input substitutions concatenated
cat <(echo first) <(echo second)

#### substitution as redirect source for read
read -r line < <(echo "from procsub")
echo "$line"

#### line count through substitution
wc -l < <(printf 'a\nb\nc\n')

#### status of the substituted command is not the command's status
cat <(exit 3)
echo "status $?"

#### substitution passed as a function argument
show() { while read -r l; do echo "f: $l"; done < "$1"; }
show <(printf 'x\ny\n')

#### substitution read twice is empty the second time
f() { cat "$1"; echo "--"; cat "$1"; }
f <(echo once)

#### nested process substitutions
cat <(cat <(echo nested))

#### exec fd from process substitution
exec 3< <(printf 'l1\nl2\n')
read -r a <&3
read -r b <&3
exec 3<&-
echo "$a $b"

#### output substitution written by a simple command
echo data > >(tr a-z A-Z > upper.txt)
wait
cat upper.txt

#### output substitution receives all output
printf 'one\ntwo\n' > >(sort -r > sorted.txt)
wait
cat sorted.txt

#### variables set inside substitution do not leak
x=1
cat <(x=2; echo "inner $x")
echo "outer $x"

#### substitution with a while loop keeps counts in the main shell
count=0
while read -r _; do (( count++ )); done < <(printf '%s\n' a b c d)
echo $count

#### substitution with quoted words inside
cat <(echo "a  b" 'c  d')

#### substitution with here-string inside
cat <(cat <<< "inner here-string")

#### substitution in mapfile with stderr of inner command
mapfile -t out < <(echo good; echo bad >&2)
echo "${out[@]}"

#### substitution inside double quotes is literal
echo "<(echo not-run)"

#### substitution combined with a pipe
cat <(echo b; echo a) | sort

#### process substitution path used by test
[ -r <(true) ] && echo readable
