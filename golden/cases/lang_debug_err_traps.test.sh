# The DEBUG trap before pipeline stages, case and loop heads (BASH_COMMAND and LINENO as bash
# shows them), and $LINENO in an ERR trap after multi-line pipelines and function calls.

#### DEBUG before each simple stage of a pipeline
trap 'echo "D $LINENO: $BASH_COMMAND"' DEBUG
echo a | tr a b
echo b |
  cat

#### DEBUG is not run inside a compound pipeline stage
trap 'echo "D: $BASH_COMMAND"' DEBUG
{ echo x; echo y; } | cat
echo z | while read -r l; do echo "got $l"; done

#### DEBUG before a case head
trap 'echo "D $LINENO: $BASH_COMMAND"' DEBUG
x=b
case "$x" in
  a) echo A ;;
  b) echo B ;;
esac

#### DEBUG before each iteration of a for loop
trap 'echo "D $LINENO: $BASH_COMMAND"' DEBUG
for i in 1 "two"; do
  echo "i=$i"
done

#### DEBUG for a for loop over the positional parameters
set -- p q
trap 'echo "D: $BASH_COMMAND"' DEBUG
for a; do :; done

#### DEBUG not run for a for loop over nothing
trap 'echo "D: $BASH_COMMAND"' DEBUG
for i in; do echo never; done

#### DEBUG before the parts of an arithmetic for loop
trap 'echo "D $LINENO: $BASH_COMMAND"' DEBUG
for (( i = 0 ; i < 2 ; i++ )); do echo "i=$i"; done

#### DEBUG for an empty arithmetic for loop
trap 'echo "D: $BASH_COMMAND"' DEBUG
for ((;;)); do break; done

#### DEBUG before while and until conditions
trap 'echo "D: $BASH_COMMAND"' DEBUG
n=0
while [ $n -lt 1 ]; do n=1; done
until true; do :; done

#### DEBUG trap counts stages in the shell itself
n=0
trap '((n++))' DEBUG
echo a | cat | cat
trap - DEBUG
echo "n=$n"

#### ERR trap line after a multi-line pipeline
trap 'echo "ERR $LINENO"' ERR
echo x |
  false
false |
true |
  false

#### ERR trap line after a function call
trap 'echo "ERR $LINENO"' ERR
f() {
  false
}
f
g() { false | true | false; }
g

#### ERR trap line after a one-line pipeline
trap 'echo "ERR $LINENO"' ERR
true
true | false
echo done
