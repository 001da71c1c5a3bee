# Exit status ($?) of every compound command and after various failures.

#### if with no branch taken is zero
false
if false; then :; fi
echo $?

#### if status is the taken branch's
if true; then (exit 4); fi
echo $?

#### dollar question in else branch is the condition's status
if (exit 3); then :; else echo "cond $?"; fi

#### dollar question in elif sees previous condition
if (exit 2); then :; elif echo "prev $?"; then :; fi

#### while that never runs is zero
false
while false; do :; done
echo $?

#### until status after loop runs
n=0
until [ $n -ge 1 ]; do n=1; (exit 6); done
echo $?

#### for over empty list is zero
false
for x in; do :; done
echo $?

#### for loop status is last body command
for x in 1 2; do (exit $x); done
echo $?

#### case with no match is zero
false
case a in b) :;; esac
echo $?

#### case status of matched arm
case a in a) (exit 5);; esac
echo $?

#### brace group status is last command
{ (exit 3); true; (exit 8); }
echo $?

#### subshell status
( (exit 9) )
echo $?

#### negation of nonzero is zero and of zero is one
! (exit 4); echo $?
! true; echo $?

#### function with only colon returns zero
f() { :; }
false
f
echo $?

#### function definition itself returns zero
false
f() { return 1; }
echo $?

#### assignment without substitution is zero
false
x=1
echo $?

#### assignment with failing substitution is its status
x=$(exit 6)
echo $?

#### declaration with failing substitution is zero
declare y=$(exit 6)
echo $?

#### redirection failure status is one
: < missing_zz
echo $?

#### expansion error status
echo ${x:?gone} 2>/dev/null
echo not reached

#### break status is zero
for i in 1; do (exit 3); break; done
echo $?

#### return status from loop inside function
f() { while true; do return 5; done; }
f
echo $?

#### exit status above 255 wraps
( exit 258 )
echo $?

#### command not found in and list
nosuch_zz && echo no
echo $?

#### status after syntax error in eval
eval 'a b )'
echo $?

#### double bracket statuses 0 1 2
[[ a == a ]]; echo $?
[[ a == b ]]; echo $?
re='['
[[ a =~ $re ]]; echo $?

#### arithmetic statuses
(( 5 )); echo $?
(( 0 )); echo $?
(( 1/0 )) 2>/dev/null; echo $?

#### test builtin statuses 0 1 2
test a = a; echo $?
test a = b; echo $?
test a -eq 1 2>/dev/null; echo $?

#### PIPESTATUS after compound command
{ false; } | { true; }
echo "${PIPESTATUS[@]}"

#### dollar question is preserved across a comment and blank line
(exit 7)
# comment

echo $?

#### dollar question in trap ERR is the failing status
trap 'echo "trap sees $?"' ERR
(exit 13)
echo "after $?"
