# Pipelines: status, PIPESTATUS, pipefail, lastpipe, negation, lists with && and ||.

#### pipeline status is last command
false | true
echo $?

#### pipeline status of failing last
true | false
echo $?

#### PIPESTATUS records each stage
true | false | (exit 3)
echo "${PIPESTATUS[@]}"

#### PIPESTATUS after simple command
false
echo "${PIPESTATUS[@]}"

#### PIPESTATUS is overwritten by next command
false | true
echo first
echo "${PIPESTATUS[@]}"

#### pipefail returns rightmost failure
set -o pipefail
(exit 2) | (exit 3) | true
echo $?

#### pipefail all success
set -o pipefail
true | true
echo $?

#### pipefail off by default
(exit 4) | true
echo $?

#### negation of pipeline
! false | false
echo $?

#### negation of success
! true
echo $?

#### negation does not affect PIPESTATUS
! (exit 3)
echo $? ${PIPESTATUS[0]}

#### pipeline stages run in subshells
x=1
echo 2 | read x
echo $x

#### lastpipe runs last stage in current shell
shopt -s lastpipe
echo 2 | read x
echo $x

#### lastpipe loop variables survive
shopt -s lastpipe
n=0
printf 'a\nb\n' | while read -r l; do n=$((n+1)); done
echo $n

#### and list runs second on success
true && echo yes
false && echo no
echo end

#### or list runs second on failure
false || echo rescue
true || echo no

#### chained and or
false && echo a || echo b
true && echo c || echo d

#### status of and list when first fails
false && true
echo $?

#### status of or list
false || false
echo $?

#### pipeline into while with stdin consumed
printf '1\n2\n3\n' | while read -r n; do echo "n$n"; done

#### pipe stderr of subshell only with 2>&1
(echo out; echo err >&2) 2>&1 | sort

#### multiline pipeline with trailing pipe
echo abc |
  tr a-z A-Z |
  cat

#### pipeline with braces
{ echo b; echo a; } | sort

#### pipeline output order
echo one | cat; echo two

#### head closes pipe early
seq 1 100000 | head -2

#### yes into head ends
yes | head -3

#### SIGPIPE status of writer
yes | head -1 >/dev/null
echo "${PIPESTATUS[@]}"

#### pipefail with sigpipe writer
set -o pipefail
yes | head -1 >/dev/null
echo $?

#### long pipeline
echo a | cat | cat | cat | cat | cat | tr a b

#### function in pipeline
up() { tr a-z A-Z; }
echo hi | up

#### pipeline with variable assignment does not persist
x=1 | true
echo "[$x]"

#### exit in pipeline stage only ends stage
echo x | exit 3
echo "after $?"

#### time keyword reports with TIMEFORMAT on stderr
TIMEFORMAT='[timed]'
time echo x | cat
echo done

#### pipeline negation with pipefail
set -o pipefail
! false | true
echo $?

#### background job and wait
(echo bg) &
wait
echo "waited $?"

#### wait returns job status
(exit 7) &
wait $!
echo $?

#### semicolon and newline lists
echo a; echo b
echo c

#### and or precedence is left to right
true || echo no && echo yes

#### compound in and list
true && { echo one; echo two; }

#### subshell in pipeline keeps exit code in PIPESTATUS
(exit 1) | (exit 2)
echo ${PIPESTATUS[0]} ${PIPESTATUS[1]}

#### pipefail reset with plus o
set -o pipefail
set +o pipefail
false | true
echo $?

#### set -o shows pipefail state
set -o pipefail
set -o | grep pipefail

#### PIPESTATUS in function after pipeline
f() { false | true; echo "${PIPESTATUS[*]}"; }
f

#### pipe into read with here-string comparison
read -r v <<< "direct"
echo "$v"

#### colon in pipeline consumes nothing
echo data | :
echo $?

#### nested pipelines in command substitution
x=$(echo a | tr a b | tr b c)
echo $x

#### status of command not found in pipeline
nosuchcmd_zz | true
echo "${PIPESTATUS[@]}"

#### stderr of command not found in pipeline
echo x | nosuchcmd_zz
echo $?

#### shopt lastpipe default is off
shopt lastpipe
