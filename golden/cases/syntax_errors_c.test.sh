# Syntax errors under plain bash -c: the error is in the first command, so nothing runs before it.

#### close paren
echo )

#### open paren after word
echo a (

#### paren in middle
echo a (b)

#### double semicolon
echo a ;; echo b

#### leading semicolon
; echo a

#### leading ampersand
& echo a

#### leading pipe
| echo a

#### leading and
&& echo a

#### leading or
|| echo a

#### double pipe pipe
echo a | | echo b

#### and and and
echo a && && echo b

#### semicolon semicolon start
;;

#### semicolon amp
echo a ;& echo b

#### semicolon semicolon amp
echo a ;;& echo b

#### pipe amp start
|& cat

#### stray fi
fi

#### stray then
then echo

#### stray done
done

#### stray do
do echo

#### stray esac
esac

#### stray else
else

#### stray elif
elif true

#### stray close brace
}

#### fi after command
echo ok; fi

#### done after command
echo ok; done

#### close brace after semicolon
echo a; }

#### if without then
if true; fi

#### if empty condition
if then echo; fi

#### if empty body
if true; then fi

#### if missing fi
if true; then echo

#### if else empty
if true; then echo; else fi

#### elif without then
if a; then b; elif c; fi

#### if unterminated
if

#### while without do
while true; done

#### while empty body
while true; do done

#### while missing done
while true; do echo

#### until missing do
until false; echo; done

#### while unterminated
while

#### for missing name
for; do :; done

#### for missing do
for x in a b; done

#### for empty body
for x in a; do done

#### for missing done
for x in a; do echo

#### for bad in position
for x y z; do :; done

#### for in paren
for x in (a); do :; done

#### for unterminated
for x

#### arith for two parts
for ((i=0;i<3)); do :; done

#### arith for missing do
for ((;;)); done

#### arith for unterminated
for ((i=0;

#### select missing do
select x in a; done

#### select unterminated
select x in a b

#### case missing in
case x; esac

#### case missing esac
case x in a) echo;;

#### case unterminated word
case

#### case no in
case x

#### case empty pattern
case x in ) echo;; esac

#### case pattern missing paren
case x in a echo;; esac

#### case bar at end
case x in a|) echo;; esac

#### case double open
case x in ((a) echo;; esac

#### case item after item without terminator
case x in a) echo a b) echo b;; esac

#### case stray terminator
case x in ;; esac

#### brace group empty
{ }

#### brace group unterminated
{ echo a;

#### brace group no semicolon
{ echo a }

#### subshell empty
( )

#### subshell unterminated
( echo a

#### subshell extra close
( echo a ) )

#### subshell then word
( echo a ) b

#### brace then word
{ echo a; } b

#### function no body
f()

#### function simple body
f() echo

#### function paren arg
f(x) { :; }

#### function keyword alone
function

#### function keyword simple body
function f echo

#### function keyword paren simple body
function f() echo

#### function empty body
f() { }

#### function body unterminated
f() { echo

#### function then paren
f() ( )

#### redirect missing target
echo >

#### redirect missing target semicolon
echo > ; echo b

#### input redirect missing
cat <

#### append missing
echo >>

#### fd redirect missing
echo 2>

#### dup missing
echo >&

#### dup in missing
cat <&

#### clobber missing
echo >|

#### readwrite missing
cat <>

#### both missing
echo &>

#### both append missing
echo &>>

#### herestring missing
cat <<<

#### heredoc missing delimiter
cat <<

#### heredoc strip missing delimiter
cat <<-

#### redirect then pipe
echo > | cat

#### redirect redirect
echo > > x

#### redirect then paren
echo > (x)

#### fdvar missing
exec {fd}>

#### single quote unterminated
echo 'abc

#### double quote unterminated
echo "abc

#### backquote unterminated
echo `ls

#### command sub unterminated
echo $(ls

#### param unterminated
echo ${x

#### param op unterminated
echo ${x:-abc

#### arith unterminated
echo $((1+2

#### arith one paren
echo $((1+2)

#### ansi c unterminated
echo $'abc

#### locale unterminated
echo $"abc

#### process sub unterminated
cat <(ls

#### array unterminated
a=(1 2

#### array in echo
echo a=(1)

#### array bad token
a=(1 ; 2)

#### array nested paren
a=((1))

#### dquote with cmdsub unterminated
echo "$(echo a"

#### cmdsub with close paren error
echo $(echo ))

#### cmdsub with fi
echo $(fi)

#### cmdsub unterminated if
echo $(if true; then echo)

#### cmdsub case unterminated
echo $(case x in a) echo)

#### cond empty
[[ ]]

#### cond unterminated
[[ a

#### cond alone
[[

#### cond two words
[[ a b ]]

#### cond unary missing
[[ -f ]]

#### cond binary missing
[[ a == ]]

#### cond regex missing
[[ a =~ ]]

#### cond less missing
[[ a < ]]

#### cond and missing
[[ a && ]]

#### cond or missing
[[ a || ]]

#### cond not alone
[[ ! ]]

#### cond open paren unterminated
[[ ( a ]]

#### cond close paren
[[ a ) ]]

#### cond unary extra
[[ -z a b ]]

#### cond binary extra
[[ a == b c ]]

#### cond leading and
[[ && a ]]

#### cond leading paren close
[[ ) ]]

#### cond redirect inside
[[ a > ]]

#### cond semicolon
[[ a ; ]]

#### cond three words
[[ a -eq ]]

#### cond double not
[[ ! ! ]]

#### cond empty parens
[[ ( ) ]]

#### cond missing close
[[ a == b

#### arith command unterminated
(( 1 + 2

#### arith command one paren
(( 1 + 2 )

#### pipe at end
echo a |

#### and at end
echo a &&

#### or at end
echo a ||

#### bang pipe
! | cat

#### time pipe
time | cat

#### pipe then semicolon
echo a | ; echo b

#### and then semicolon
echo a && ; echo b

#### pipe then close paren
( echo a | )

#### coproc alone
coproc

#### coproc close
coproc )

#### assignment then paren
a=1 ( echo )

#### word then brace group
echo { echo a; }

#### redirect before if
> x if true; then :; fi

#### then after brace
{ then; }

#### done in if
if true; then done; fi

#### esac in brace
{ esac; }

#### nested if unterminated
if true; then if false; then echo; fi

#### nested while in for
for x in a; do while true; do :; done

#### case in function unterminated
f() { case x in a) ;; }

#### for in brace unterminated
{ for x in a; do :; }

#### if then then
if true; then then echo; fi

#### else else
if a; then b; else c; else d; fi

#### elif after else
if a; then b; else c; elif d; then e; fi

#### backquote with close paren
echo `echo )`

#### ampersand semicolon
echo a & ; echo b

#### double ampersand start
&&

#### in as command then do
in do

#### select missing name
select; do :; done

#### while with paren
while ( ) do :; done

#### esac as first pattern
case esac in esac) echo;; esac

#### bang after pipe
! echo a | ! cat

