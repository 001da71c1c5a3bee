# Syntax errors under bash -n: the message, the line bash reports and the exit status.
# Generated from a list of erroneous snippets, each also placed after two lines (line numbers shift).

#### close paren
## args: -n
echo )

#### open paren after word
## args: -n
echo a (

#### paren in middle
## args: -n
echo a (b)

#### double semicolon
## args: -n
echo a ;; echo b

#### leading semicolon
## args: -n
; echo a

#### leading ampersand
## args: -n
& echo a

#### leading pipe
## args: -n
| echo a

#### leading and
## args: -n
&& echo a

#### leading or
## args: -n
|| echo a

#### double pipe pipe
## args: -n
echo a | | echo b

#### and and and
## args: -n
echo a && && echo b

#### semicolon semicolon start
## args: -n
;;

#### semicolon amp
## args: -n
echo a ;& echo b

#### semicolon semicolon amp
## args: -n
echo a ;;& echo b

#### pipe amp start
## args: -n
|& cat

#### stray fi
## args: -n
fi

#### stray then
## args: -n
then echo

#### stray done
## args: -n
done

#### stray do
## args: -n
do echo

#### stray esac
## args: -n
esac

#### stray else
## args: -n
else

#### stray elif
## args: -n
elif true

#### stray close brace
## args: -n
}

#### fi after command
## args: -n
echo ok; fi

#### done after command
## args: -n
echo ok; done

#### close brace after semicolon
## args: -n
echo a; }

#### if without then
## args: -n
if true; fi

#### if empty condition
## args: -n
if then echo; fi

#### if empty body
## args: -n
if true; then fi

#### if missing fi
## args: -n
if true; then echo

#### if else empty
## args: -n
if true; then echo; else fi

#### elif without then
## args: -n
if a; then b; elif c; fi

#### if unterminated
## args: -n
if

#### while without do
## args: -n
while true; done

#### while empty body
## args: -n
while true; do done

#### while missing done
## args: -n
while true; do echo

#### until missing do
## args: -n
until false; echo; done

#### while unterminated
## args: -n
while

#### for missing name
## args: -n
for; do :; done

#### for missing do
## args: -n
for x in a b; done

#### for empty body
## args: -n
for x in a; do done

#### for missing done
## args: -n
for x in a; do echo

#### for bad in position
## args: -n
for x y z; do :; done

#### for in paren
## args: -n
for x in (a); do :; done

#### for unterminated
## args: -n
for x

#### arith for two parts
## args: -n
for ((i=0;i<3)); do :; done

#### arith for missing do
## args: -n
for ((;;)); done

#### arith for unterminated
## args: -n
for ((i=0;

#### select missing do
## args: -n
select x in a; done

#### select unterminated
## args: -n
select x in a b

#### case missing in
## args: -n
case x; esac

#### case missing esac
## args: -n
case x in a) echo;;

#### case unterminated word
## args: -n
case

#### case no in
## args: -n
case x

#### case empty pattern
## args: -n
case x in ) echo;; esac

#### case pattern missing paren
## args: -n
case x in a echo;; esac

#### case bar at end
## args: -n
case x in a|) echo;; esac

#### case double open
## args: -n
case x in ((a) echo;; esac

#### case item after item without terminator
## args: -n
case x in a) echo a b) echo b;; esac

#### case stray terminator
## args: -n
case x in ;; esac

#### brace group empty
## args: -n
{ }

#### brace group unterminated
## args: -n
{ echo a;

#### brace group no semicolon
## args: -n
{ echo a }

#### subshell empty
## args: -n
( )

#### subshell unterminated
## args: -n
( echo a

#### subshell extra close
## args: -n
( echo a ) )

#### subshell then word
## args: -n
( echo a ) b

#### brace then word
## args: -n
{ echo a; } b

#### function no body
## args: -n
f()

#### function simple body
## args: -n
f() echo

#### function paren arg
## args: -n
f(x) { :; }

#### function keyword alone
## args: -n
function

#### function keyword simple body
## args: -n
function f echo

#### function keyword paren simple body
## args: -n
function f() echo

#### function empty body
## args: -n
f() { }

#### function body unterminated
## args: -n
f() { echo

#### function then paren
## args: -n
f() ( )

#### redirect missing target
## args: -n
echo >

#### redirect missing target semicolon
## args: -n
echo > ; echo b

#### input redirect missing
## args: -n
cat <

#### append missing
## args: -n
echo >>

#### fd redirect missing
## args: -n
echo 2>

#### dup missing
## args: -n
echo >&

#### dup in missing
## args: -n
cat <&

#### clobber missing
## args: -n
echo >|

#### readwrite missing
## args: -n
cat <>

#### both missing
## args: -n
echo &>

#### both append missing
## args: -n
echo &>>

#### herestring missing
## args: -n
cat <<<

#### heredoc missing delimiter
## args: -n
cat <<

#### heredoc strip missing delimiter
## args: -n
cat <<-

#### redirect then pipe
## args: -n
echo > | cat

#### redirect redirect
## args: -n
echo > > x

#### redirect then paren
## args: -n
echo > (x)

#### fdvar missing
## args: -n
exec {fd}>

#### single quote unterminated
## args: -n
echo 'abc

#### double quote unterminated
## args: -n
echo "abc

#### backquote unterminated
## args: -n
echo `ls

#### command sub unterminated
## args: -n
echo $(ls

#### param unterminated
## args: -n
echo ${x

#### param op unterminated
## args: -n
echo ${x:-abc

#### arith unterminated
## args: -n
echo $((1+2

#### arith one paren
## args: -n
echo $((1+2)

#### ansi c unterminated
## args: -n
echo $'abc

#### locale unterminated
## args: -n
echo $"abc

#### process sub unterminated
## args: -n
cat <(ls

#### array unterminated
## args: -n
a=(1 2

#### array in echo
## args: -n
echo a=(1)

#### array bad token
## args: -n
a=(1 ; 2)

#### array nested paren
## args: -n
a=((1))

#### dquote with cmdsub unterminated
## args: -n
echo "$(echo a"

#### cmdsub with close paren error
## args: -n
echo $(echo ))

#### cmdsub with fi
## args: -n
echo $(fi)

#### cmdsub unterminated if
## args: -n
echo $(if true; then echo)

#### cmdsub case unterminated
## args: -n
echo $(case x in a) echo)

#### cond empty
## args: -n
[[ ]]

#### cond unterminated
## args: -n
[[ a

#### cond alone
## args: -n
[[

#### cond two words
## args: -n
[[ a b ]]

#### cond unary missing
## args: -n
[[ -f ]]

#### cond binary missing
## args: -n
[[ a == ]]

#### cond regex missing
## args: -n
[[ a =~ ]]

#### cond less missing
## args: -n
[[ a < ]]

#### cond and missing
## args: -n
[[ a && ]]

#### cond or missing
## args: -n
[[ a || ]]

#### cond not alone
## args: -n
[[ ! ]]

#### cond open paren unterminated
## args: -n
[[ ( a ]]

#### cond close paren
## args: -n
[[ a ) ]]

#### cond unary extra
## args: -n
[[ -z a b ]]

#### cond binary extra
## args: -n
[[ a == b c ]]

#### cond leading and
## args: -n
[[ && a ]]

#### cond leading paren close
## args: -n
[[ ) ]]

#### cond redirect inside
## args: -n
[[ a > ]]

#### cond semicolon
## args: -n
[[ a ; ]]

#### cond three words
## args: -n
[[ a -eq ]]

#### cond double not
## args: -n
[[ ! ! ]]

#### cond empty parens
## args: -n
[[ ( ) ]]

#### cond newline unterminated
## args: -n
[[ a ==


#### cond missing close
## args: -n
[[ a == b

#### arith command unterminated
## args: -n
(( 1 + 2

#### arith command one paren
## args: -n
(( 1 + 2 )

#### pipe at end
## args: -n
echo a |

#### and at end
## args: -n
echo a &&

#### or at end
## args: -n
echo a ||

#### bang pipe
## args: -n
! | cat

#### time pipe
## args: -n
time | cat

#### pipe then semicolon
## args: -n
echo a | ; echo b

#### and then semicolon
## args: -n
echo a && ; echo b

#### pipe then close paren
## args: -n
( echo a | )

#### coproc alone
## args: -n
coproc

#### coproc close
## args: -n
coproc )

#### assignment then paren
## args: -n
a=1 ( echo )

#### word then brace group
## args: -n
echo { echo a; }

#### redirect before if
## args: -n
> x if true; then :; fi

#### then after brace
## args: -n
{ then; }

#### done in if
## args: -n
if true; then done; fi

#### esac in brace
## args: -n
{ esac; }

#### nested if unterminated
## args: -n
if true; then if false; then echo; fi

#### nested while in for
## args: -n
for x in a; do while true; do :; done

#### case in function unterminated
## args: -n
f() { case x in a) ;; }

#### for in brace unterminated
## args: -n
{ for x in a; do :; }

#### if then then
## args: -n
if true; then then echo; fi

#### else else
## args: -n
if a; then b; else c; else d; fi

#### elif after else
## args: -n
if a; then b; else c; elif d; then e; fi

#### backquote with close paren
## args: -n
echo `echo )`

#### ampersand semicolon
## args: -n
echo a & ; echo b

#### double ampersand start
## args: -n
&&

#### newline pipe
## args: -n
echo a
| cat

#### in as command then do
## args: -n
in do

#### select missing name
## args: -n
select; do :; done

#### while with paren
## args: -n
while ( ) do :; done

#### esac as first pattern
## args: -n
case esac in esac) echo;; esac

#### bang after pipe
## args: -n
! echo a | ! cat

#### close paren on line 3
## args: -n
true
:
echo )

#### open paren after word on line 3
## args: -n
true
:
echo a (

#### paren in middle on line 3
## args: -n
true
:
echo a (b)

#### double semicolon on line 3
## args: -n
true
:
echo a ;; echo b

#### leading semicolon on line 3
## args: -n
true
:
; echo a

#### leading ampersand on line 3
## args: -n
true
:
& echo a

#### leading pipe on line 3
## args: -n
true
:
| echo a

#### leading and on line 3
## args: -n
true
:
&& echo a

#### leading or on line 3
## args: -n
true
:
|| echo a

#### double pipe pipe on line 3
## args: -n
true
:
echo a | | echo b

#### and and and on line 3
## args: -n
true
:
echo a && && echo b

#### semicolon semicolon start on line 3
## args: -n
true
:
;;

#### semicolon amp on line 3
## args: -n
true
:
echo a ;& echo b

#### semicolon semicolon amp on line 3
## args: -n
true
:
echo a ;;& echo b

#### pipe amp start on line 3
## args: -n
true
:
|& cat

#### stray fi on line 3
## args: -n
true
:
fi

#### stray then on line 3
## args: -n
true
:
then echo

#### stray done on line 3
## args: -n
true
:
done

#### stray do on line 3
## args: -n
true
:
do echo

#### stray esac on line 3
## args: -n
true
:
esac

#### stray else on line 3
## args: -n
true
:
else

#### stray elif on line 3
## args: -n
true
:
elif true

#### stray close brace on line 3
## args: -n
true
:
}

#### fi after command on line 3
## args: -n
true
:
echo ok; fi

#### done after command on line 3
## args: -n
true
:
echo ok; done

#### close brace after semicolon on line 3
## args: -n
true
:
echo a; }

#### if without then on line 3
## args: -n
true
:
if true; fi

#### if empty condition on line 3
## args: -n
true
:
if then echo; fi

#### if empty body on line 3
## args: -n
true
:
if true; then fi

#### if missing fi on line 3
## args: -n
true
:
if true; then echo

#### if else empty on line 3
## args: -n
true
:
if true; then echo; else fi

#### elif without then on line 3
## args: -n
true
:
if a; then b; elif c; fi

#### if unterminated on line 3
## args: -n
true
:
if

#### while without do on line 3
## args: -n
true
:
while true; done

#### while empty body on line 3
## args: -n
true
:
while true; do done

#### while missing done on line 3
## args: -n
true
:
while true; do echo

#### until missing do on line 3
## args: -n
true
:
until false; echo; done

#### while unterminated on line 3
## args: -n
true
:
while

#### for missing name on line 3
## args: -n
true
:
for; do :; done

#### for missing do on line 3
## args: -n
true
:
for x in a b; done

#### for empty body on line 3
## args: -n
true
:
for x in a; do done

#### for missing done on line 3
## args: -n
true
:
for x in a; do echo

#### for bad in position on line 3
## args: -n
true
:
for x y z; do :; done

#### for in paren on line 3
## args: -n
true
:
for x in (a); do :; done

#### for unterminated on line 3
## args: -n
true
:
for x

#### arith for two parts on line 3
## args: -n
true
:
for ((i=0;i<3)); do :; done

#### arith for missing do on line 3
## args: -n
true
:
for ((;;)); done

#### arith for unterminated on line 3
## args: -n
true
:
for ((i=0;

#### select missing do on line 3
## args: -n
true
:
select x in a; done

#### select unterminated on line 3
## args: -n
true
:
select x in a b

#### case missing in on line 3
## args: -n
true
:
case x; esac

#### case missing esac on line 3
## args: -n
true
:
case x in a) echo;;

#### case unterminated word on line 3
## args: -n
true
:
case

#### case no in on line 3
## args: -n
true
:
case x

#### case empty pattern on line 3
## args: -n
true
:
case x in ) echo;; esac

#### case pattern missing paren on line 3
## args: -n
true
:
case x in a echo;; esac

#### case bar at end on line 3
## args: -n
true
:
case x in a|) echo;; esac

#### case double open on line 3
## args: -n
true
:
case x in ((a) echo;; esac

#### case item after item without terminator on line 3
## args: -n
true
:
case x in a) echo a b) echo b;; esac

#### case stray terminator on line 3
## args: -n
true
:
case x in ;; esac

#### brace group empty on line 3
## args: -n
true
:
{ }

#### brace group unterminated on line 3
## args: -n
true
:
{ echo a;

#### brace group no semicolon on line 3
## args: -n
true
:
{ echo a }

#### subshell empty on line 3
## args: -n
true
:
( )

#### subshell unterminated on line 3
## args: -n
true
:
( echo a

#### subshell extra close on line 3
## args: -n
true
:
( echo a ) )

#### subshell then word on line 3
## args: -n
true
:
( echo a ) b

#### brace then word on line 3
## args: -n
true
:
{ echo a; } b

#### function no body on line 3
## args: -n
true
:
f()

#### function simple body on line 3
## args: -n
true
:
f() echo

#### function paren arg on line 3
## args: -n
true
:
f(x) { :; }

#### function keyword alone on line 3
## args: -n
true
:
function

#### function keyword simple body on line 3
## args: -n
true
:
function f echo

#### function keyword paren simple body on line 3
## args: -n
true
:
function f() echo

#### function empty body on line 3
## args: -n
true
:
f() { }

#### function body unterminated on line 3
## args: -n
true
:
f() { echo

#### function then paren on line 3
## args: -n
true
:
f() ( )

#### redirect missing target on line 3
## args: -n
true
:
echo >

#### redirect missing target semicolon on line 3
## args: -n
true
:
echo > ; echo b

#### input redirect missing on line 3
## args: -n
true
:
cat <

#### append missing on line 3
## args: -n
true
:
echo >>

#### fd redirect missing on line 3
## args: -n
true
:
echo 2>

#### dup missing on line 3
## args: -n
true
:
echo >&

#### dup in missing on line 3
## args: -n
true
:
cat <&

#### clobber missing on line 3
## args: -n
true
:
echo >|

#### readwrite missing on line 3
## args: -n
true
:
cat <>

#### both missing on line 3
## args: -n
true
:
echo &>

#### both append missing on line 3
## args: -n
true
:
echo &>>

#### herestring missing on line 3
## args: -n
true
:
cat <<<

#### heredoc missing delimiter on line 3
## args: -n
true
:
cat <<

#### heredoc strip missing delimiter on line 3
## args: -n
true
:
cat <<-

#### redirect then pipe on line 3
## args: -n
true
:
echo > | cat

#### redirect redirect on line 3
## args: -n
true
:
echo > > x

#### redirect then paren on line 3
## args: -n
true
:
echo > (x)

#### fdvar missing on line 3
## args: -n
true
:
exec {fd}>

#### single quote unterminated on line 3
## args: -n
true
:
echo 'abc

#### double quote unterminated on line 3
## args: -n
true
:
echo "abc

#### backquote unterminated on line 3
## args: -n
true
:
echo `ls

#### command sub unterminated on line 3
## args: -n
true
:
echo $(ls

#### param unterminated on line 3
## args: -n
true
:
echo ${x

#### param op unterminated on line 3
## args: -n
true
:
echo ${x:-abc

#### arith unterminated on line 3
## args: -n
true
:
echo $((1+2

#### arith one paren on line 3
## args: -n
true
:
echo $((1+2)

#### ansi c unterminated on line 3
## args: -n
true
:
echo $'abc

#### locale unterminated on line 3
## args: -n
true
:
echo $"abc

#### process sub unterminated on line 3
## args: -n
true
:
cat <(ls

#### array unterminated on line 3
## args: -n
true
:
a=(1 2

#### array in echo on line 3
## args: -n
true
:
echo a=(1)

#### array bad token on line 3
## args: -n
true
:
a=(1 ; 2)

#### array nested paren on line 3
## args: -n
true
:
a=((1))

#### dquote with cmdsub unterminated on line 3
## args: -n
true
:
echo "$(echo a"

#### cmdsub with close paren error on line 3
## args: -n
true
:
echo $(echo ))

#### cmdsub with fi on line 3
## args: -n
true
:
echo $(fi)

#### cmdsub unterminated if on line 3
## args: -n
true
:
echo $(if true; then echo)

#### cmdsub case unterminated on line 3
## args: -n
true
:
echo $(case x in a) echo)

#### cond empty on line 3
## args: -n
true
:
[[ ]]

#### cond unterminated on line 3
## args: -n
true
:
[[ a

#### cond alone on line 3
## args: -n
true
:
[[

#### cond two words on line 3
## args: -n
true
:
[[ a b ]]

#### cond unary missing on line 3
## args: -n
true
:
[[ -f ]]

#### cond binary missing on line 3
## args: -n
true
:
[[ a == ]]

#### cond regex missing on line 3
## args: -n
true
:
[[ a =~ ]]

#### cond less missing on line 3
## args: -n
true
:
[[ a < ]]

#### cond and missing on line 3
## args: -n
true
:
[[ a && ]]

#### cond or missing on line 3
## args: -n
true
:
[[ a || ]]

#### cond not alone on line 3
## args: -n
true
:
[[ ! ]]

#### cond open paren unterminated on line 3
## args: -n
true
:
[[ ( a ]]

#### cond close paren on line 3
## args: -n
true
:
[[ a ) ]]

#### cond unary extra on line 3
## args: -n
true
:
[[ -z a b ]]

#### cond binary extra on line 3
## args: -n
true
:
[[ a == b c ]]

#### cond leading and on line 3
## args: -n
true
:
[[ && a ]]

#### cond leading paren close on line 3
## args: -n
true
:
[[ ) ]]

#### cond redirect inside on line 3
## args: -n
true
:
[[ a > ]]

#### cond semicolon on line 3
## args: -n
true
:
[[ a ; ]]

#### cond three words on line 3
## args: -n
true
:
[[ a -eq ]]

#### cond double not on line 3
## args: -n
true
:
[[ ! ! ]]

#### cond empty parens on line 3
## args: -n
true
:
[[ ( ) ]]

#### cond newline unterminated on line 3
## args: -n
true
:
[[ a ==


#### cond missing close on line 3
## args: -n
true
:
[[ a == b

#### arith command unterminated on line 3
## args: -n
true
:
(( 1 + 2

#### arith command one paren on line 3
## args: -n
true
:
(( 1 + 2 )

#### pipe at end on line 3
## args: -n
true
:
echo a |

#### and at end on line 3
## args: -n
true
:
echo a &&

#### or at end on line 3
## args: -n
true
:
echo a ||

#### bang pipe on line 3
## args: -n
true
:
! | cat

#### time pipe on line 3
## args: -n
true
:
time | cat

#### pipe then semicolon on line 3
## args: -n
true
:
echo a | ; echo b

#### and then semicolon on line 3
## args: -n
true
:
echo a && ; echo b

#### pipe then close paren on line 3
## args: -n
true
:
( echo a | )

#### coproc alone on line 3
## args: -n
true
:
coproc

#### coproc close on line 3
## args: -n
true
:
coproc )

#### assignment then paren on line 3
## args: -n
true
:
a=1 ( echo )

#### word then brace group on line 3
## args: -n
true
:
echo { echo a; }

#### redirect before if on line 3
## args: -n
true
:
> x if true; then :; fi

#### then after brace on line 3
## args: -n
true
:
{ then; }

#### done in if on line 3
## args: -n
true
:
if true; then done; fi

#### esac in brace on line 3
## args: -n
true
:
{ esac; }

#### nested if unterminated on line 3
## args: -n
true
:
if true; then if false; then echo; fi

#### nested while in for on line 3
## args: -n
true
:
for x in a; do while true; do :; done

#### case in function unterminated on line 3
## args: -n
true
:
f() { case x in a) ;; }

#### for in brace unterminated on line 3
## args: -n
true
:
{ for x in a; do :; }

#### if then then on line 3
## args: -n
true
:
if true; then then echo; fi

#### else else on line 3
## args: -n
true
:
if a; then b; else c; else d; fi

#### elif after else on line 3
## args: -n
true
:
if a; then b; else c; elif d; then e; fi

#### backquote with close paren on line 3
## args: -n
true
:
echo `echo )`

#### ampersand semicolon on line 3
## args: -n
true
:
echo a & ; echo b

#### double ampersand start on line 3
## args: -n
true
:
&&

#### newline pipe on line 3
## args: -n
true
:
echo a
| cat

#### in as command then do on line 3
## args: -n
true
:
in do

#### select missing name on line 3
## args: -n
true
:
select; do :; done

#### while with paren on line 3
## args: -n
true
:
while ( ) do :; done

#### esac as first pattern on line 3
## args: -n
true
:
case esac in esac) echo;; esac

#### bang after pipe on line 3
## args: -n
true
:
! echo a | ! cat

