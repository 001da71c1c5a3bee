# declare/typeset/local/export/readonly: attributes and the exact -p listing formats.

#### declare -p plain variable
x=hello
declare -p x

#### declare -p variable with quotes and dollar
x='a "b" $c `d` \e'
declare -p x

#### declare -p variable with newline
x=$'a\nb'
declare -p x

#### declare -p empty variable
x=
declare -p x

#### declare -p declared but unset variable
declare x
declare -p x

#### declare -p unknown variable
declare -p nosuchvar_zz
echo "status $?"

#### declare -i integer evaluates arithmetic
declare -i n
n=2+3*4
echo $n
declare -p n

#### declare -i with non-numeric string gives zero
declare -i n=abc
echo $n

#### declare -i append adds
declare -i n=5
n+=3
echo $n

#### declare -l lowercases
declare -l s=MiXeD
echo $s
s=UPPER
echo $s

#### declare -u uppercases
declare -u s=lower
echo $s
declare -p s

#### declare -r readonly
declare -r ro=fixed
ro=changed
echo "status $? $ro"

#### declare -x exports
declare -x EXP=1
declare -p EXP
bash -c 'echo "child: $EXP"'

#### declare +x removes export
export EXP=1
declare +x EXP
bash -c 'echo "child: [${EXP-unset}]"'

#### declare -p with several attributes
declare -irx all=7
declare -p all

#### declare -a -p format
declare -a arr=(one 'two three')
declare -p arr

#### declare -ai integer array
declare -ai nums=(1+1 2*3)
declare -p nums

#### declare -A -p format
declare -A m=([b]=2)
declare -p m

#### typeset same as declare
typeset -i t=3+3
typeset -p t

#### declare -g in function
f() { declare -g GLOB=g; declare LOC=l; }
f
declare -p GLOB
declare -p LOC 2>&1

#### local -p inside function
f() { local a=1 b; local -p; }
f

#### export -p format
env -i bash -c 'export A=1 B="x y"; export -p' | grep -E '^declare -x (A|B)='

#### export without value marks variable
unset V
export V
declare -p V

#### export -n unexports
export V=1
export -n V
declare -p V

#### export invalid name
export 1abc=x
echo "status $?"

#### export -f function
f() { echo f; }
export -f f
declare -pf f | head -1
bash -c 'f'

#### readonly -p format
readonly R1=one
readonly -p | grep R1

#### readonly without value
x=5
readonly x
x=6
echo "status $? x=$x"

#### readonly -a array
readonly -a ra=(1 2)
declare -p ra

#### readonly function
f() { echo orig; }
readonly -f f
f() { echo new; }
f

#### unset readonly variable fails
readonly ro=1
unset ro
echo "status $?"

#### declare -f prints function definition
f() { if true; then echo yes; fi; }
declare -f f

#### declare -F prints declare line
f() { :; }
declare -F f

#### declare -f nonexistent function
declare -f nosuchfn
echo "status $?"

#### declare invalid option
declare -Q x
echo "status $?"

#### declare invalid identifier
declare 'bad-name=1'
echo "status $?"

#### declare with attribute removal +i
declare -i n=5
declare +i n
n=2+2
echo $n

#### declare -n and +n
x=1
declare -n r=x
declare +n r
declare -p r

#### declare -t trace attribute listing
declare -t tr=1
declare -p tr

#### declare -p with multiple names
a=1 b=2
declare -p a b

#### declare -p array with empty element
arr=('' x)
declare -p arr

#### declare -p shows integer array with negative number
declare -ai a=(-5 3)
declare -p a

#### declare listing of integer and lowercase combined
declare -il x=10
declare -p x

#### declare -l and -u conflict last wins
declare -l -u v=MixEd
declare -p v

#### local without function is error
local v=1
echo "status $?"

#### declare -x with assignment in function is local and exported
f() { declare -x FX=inner; bash -c 'echo "child $FX"'; }
f
echo "outer [${FX-unset}]"

#### declare -p of special variables
declare -p BASH_VERSINFO | cut -c1-28

#### declare -i with base notation
declare -i n=16#ff
echo $n

#### declare -i division by zero
declare -i n
n=1/0
echo "status $? n=$n"

#### declare -r then declare again fails
declare -r c=1
declare c=2
echo "status $?"

#### declare array and then scalar assign
declare -a arr=(a b)
arr=scalar
declare -p arr

#### readonly listing of declared but unset
readonly ru
declare -p ru

#### declare -p prints integer attribute after value change
declare -i n=1
n=n+1
declare -p n

#### export variable with newline in value
export NL=$'a\nb'
declare -p NL

#### typeset -f lists function bodies
a() { echo a; }
typeset -f a

#### declare -p for variable with unicode
u='héllo'
declare -p u

#### declare -a conversion from scalar keeps value at zero
s=val
declare -a s
declare -p s

#### declare -A on a scalar converts it
s=val
declare -A s
echo "status $?"
declare -p s

#### declare -u on array elements
declare -au a=(x y)
a+=(z)
declare -p a

#### declare name equals value with spaces and quoting
declare v="one  two"
declare -p v

#### declare -p with control characters uses ansi quoting
v=$'tab\there'
declare -p v

#### declare -p of variable containing only single quote
v="'"
declare -p v
