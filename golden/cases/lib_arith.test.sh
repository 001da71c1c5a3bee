# Arithmetic: precedence, 64-bit wrap-around, division and exponent errors, bases, assignments,
# recursive variable values, (( )), let, $[ ], arrays.  `echo $(( EXPR ))` cases are checked
# directly against vshell.expand.arith in tests/lib.

#### arith 1+2
echo $(( 1+2 ))

#### arith 2*3+4
echo $(( 2*3+4 ))

#### arith 2+3*4
echo $(( 2+3*4 ))

#### arith (2+3)*4
echo $(( (2+3)*4 ))

#### arith 10-2-3
echo $(( 10-2-3 ))

#### arith 2**10
echo $(( 2**10 ))

#### arith 2**3**2
echo $(( 2**3**2 ))

#### arith -2**2
echo $(( -2**2 ))

#### arith 2**63
echo $(( 2**63 ))

#### arith 2**64
echo $(( 2**64 ))

#### arith 2**62*2
echo $(( 2**62*2 ))

#### arith 2**-1
echo $(( 2**-1 ))

#### arith 2**0
echo $(( 2**0 ))

#### arith 0**0
echo $(( 0**0 ))

#### arith 7/2
echo $(( 7/2 ))

#### arith -7/2
echo $(( -7/2 ))

#### arith 7/-2
echo $(( 7/-2 ))

#### arith 7%3
echo $(( 7%3 ))

#### arith -7%3
echo $(( -7%3 ))

#### arith 7%-3
echo $(( 7%-3 ))

#### arith 1/0
echo $(( 1/0 ))

#### arith 5%0
echo $(( 5%0 ))

#### arith 1/0+2
echo $(( 1/0+2 ))

#### arith 1 / 0
echo $(( 1 / 0 ))

#### arith 9223372036854775807+1
echo $(( 9223372036854775807+1 ))

#### arith -9223372036854775808-1
echo $(( -9223372036854775808-1 ))

#### arith -9223372036854775808/-1
echo $(( -9223372036854775808/-1 ))

#### arith -9223372036854775808%-1
echo $(( -9223372036854775808%-1 ))

#### arith 9223372036854775807*2
echo $(( 9223372036854775807*2 ))

#### arith 9223372036854775808
echo $(( 9223372036854775808 ))

#### arith 99999999999999999999
echo $(( 99999999999999999999 ))

#### arith -9223372036854775808
echo $(( -9223372036854775808 ))

#### arith 1<<3
echo $(( 1<<3 ))

#### arith 1<<63
echo $(( 1<<63 ))

#### arith 1<<64
echo $(( 1<<64 ))

#### arith 1<<65
echo $(( 1<<65 ))

#### arith 1<<-1
echo $(( 1<<-1 ))

#### arith -16>>2
echo $(( -16>>2 ))

#### arith -1>>63
echo $(( -1>>63 ))

#### arith 256>>4
echo $(( 256>>4 ))

#### arith 5&3
echo $(( 5&3 ))

#### arith 5|3
echo $(( 5|3 ))

#### arith 5^3
echo $(( 5^3 ))

#### arith ~5
echo $(( ~5 ))

#### arith ~0
echo $(( ~0 ))

#### arith !0
echo $(( !0 ))

#### arith !5
echo $(( !5 ))

#### arith !!7
echo $(( !!7 ))

#### arith -(-3)
echo $(( -(-3) ))

#### arith - -3
echo $(( - -3 ))

#### arith +7
echo $(( +7 ))

#### arith 1<2
echo $(( 1<2 ))

#### arith 2<1
echo $(( 2<1 ))

#### arith 1<=1
echo $(( 1<=1 ))

#### arith 2>=3
echo $(( 2>=3 ))

#### arith 3>2
echo $(( 3>2 ))

#### arith 1==1
echo $(( 1==1 ))

#### arith 1!=1
echo $(( 1!=1 ))

#### arith 1<2<3
echo $(( 1<2<3 ))

#### arith 3>2>1
echo $(( 3>2>1 ))

#### arith 1&&0
echo $(( 1&&0 ))

#### arith 1&&2
echo $(( 1&&2 ))

#### arith 0||0
echo $(( 0||0 ))

#### arith 0||3
echo $(( 0||3 ))

#### arith 1?2:3
echo $(( 1?2:3 ))

#### arith 0?2:3
echo $(( 0?2:3 ))

#### arith 1?0?4:5:6
echo $(( 1?0?4:5:6 ))

#### arith 0?1:0?2:3
echo $(( 0?1:0?2:3 ))

#### arith 1,2,3
echo $(( 1,2,3 ))

#### arith 010
echo $(( 010 ))

#### arith 0x1f
echo $(( 0x1f ))

#### arith 0XFF
echo $(( 0XFF ))

#### arith 0x
echo $(( 0x ))

#### arith 08
echo $(( 08 ))

#### arith 09
echo $(( 09 ))

#### arith 2#1010
echo $(( 2#1010 ))

#### arith 8#17
echo $(( 8#17 ))

#### arith 16#ff
echo $(( 16#ff ))

#### arith 16#FF
echo $(( 16#FF ))

#### arith 36#zz
echo $(( 36#zz ))

#### arith 36#ZZ
echo $(( 36#ZZ ))

#### arith 64#@
echo $(( 64#@ ))

#### arith 64#_
echo $(( 64#_ ))

#### arith 62#Z
echo $(( 62#Z ))

#### arith 63#@
echo $(( 63#@ ))

#### arith 64#ZZ
echo $(( 64#ZZ ))

#### arith 2#102
echo $(( 2#102 ))

#### arith 1#1
echo $(( 1#1 ))

#### arith 65#1
echo $(( 65#1 ))

#### arith 37#z
echo $(( 37#z ))

#### arith 10#
echo $(( 10# ))

#### arith 2#
echo $(( 2# ))

#### arith 10#08
echo $(( 10#08 ))

#### arith 0x1G
echo $(( 0x1G ))

#### arith 0b101
echo $(( 0b101 ))

#### arith 1 2
echo $(( 1 2 ))

#### arith 1+
echo $(( 1+ ))

#### arith +
echo $(( + ))

#### arith (1
echo $(( (1 ))

#### arith 1)
echo $(( 1) ))

#### arith 1 ? 2
echo $(( 1 ? 2 ))

#### arith a[
echo $(( a[ ))

#### arith 5=3
echo $(( 5=3 ))

#### arith x=5
echo $(( x=5 ))

#### arith x=5, x*2
echo $(( x=5, x*2 ))

#### arith x+=3
echo $(( x+=3 ))

#### arith x-=3
echo $(( x-=3 ))

#### arith x*=3
echo $(( x*=3 ))

#### arith x/=2
echo $(( x/=2 ))

#### arith x%=2
echo $(( x%=2 ))

#### arith x<<=2
echo $(( x<<=2 ))

#### arith x>>=1
echo $(( x>>=1 ))

#### arith x&=6
echo $(( x&=6 ))

#### arith x|=8
echo $(( x|=8 ))

#### arith x^=5
echo $(( x^=5 ))

#### arith x/=0
echo $(( x/=0 ))

#### arith x++
echo $(( x++ ))

#### arith x--
echo $(( x-- ))

#### arith ++x
echo $(( ++x ))

#### arith --x
echo $(( --x ))

#### arith x++ + ++x
echo $(( x++ + ++x ))

#### arith unset_var + 1
echo $(( unset_var + 1 ))

#### arith unset_var++
echo $(( unset_var++ ))

#### arith 0 && (x=99)
echo $(( 0 && (x=99) ))

#### arith 1 || (x=99)
echo $(( 1 || (x=99) ))

#### arith 0 ? (x=1) : (x=2)
echo $(( 0 ? (x=1) : (x=2) ))

#### arith 1 ? x : 1/0
echo $(( 1 ? x : 1/0 ))

#### arith 0 && 1/0
echo $(( 0 && 1/0 ))

#### arith 1 || 1/0
echo $(( 1 || 1/0 ))

#### arith a=b=c=4
echo $(( a=b=c=4 ))

#### arith a=(b=2)+1
echo $(( a=(b=2)+1 ))

#### arith 1.5
echo $(( 1.5 ))

#### arith '1'
echo $(( '1' ))

#### arith "1"
echo $(( "1" ))

#### arith 3 +
echo $(( 3 + ))

#### arith ""
echo $(( "" ))

#### arith 1 || 08
echo $(( 1 || 08 ))

#### arith 0 && 2#3
echo $(( 0 && 2#3 ))

#### arith 1 ? 5 : 09
echo $(( 1 ? 5 : 09 ))

#### arith 1+2+0x1G+3
echo $(( 1+2+0x1G+3 ))

#### arith (1 + 64#_ ) * 65#1
echo $(( (1 + 64#_ ) * 65#1 ))

#### arith y = 10#9a
echo $(( y = 10#9a ))

#### arith x=7; x*2
x=7; echo $(( x*2 ))

#### arith x=7; x
x=7; echo $(( x ))

#### arith x='1+2'; x*3
x='1+2'; echo $(( x*3 ))

#### arith x='1+2'; (x)*3
x='1+2'; echo $(( (x)*3 ))

#### arith x='x'; x
x='x'; echo $(( x ))

#### arith x='y'; y='x'; x
x='y'; y='x'; echo $(( x ))

#### arith x='08'; x
x='08'; echo $(( x ))

#### arith x='1 +'; x+1
x='1 +'; echo $(( x+1 ))

#### arith x=''; x+5
x=''; echo $(( x+5 ))

#### arith x=' 12 '; x+1
x=' 12 '; echo $(( x+1 ))

#### arith x=abc; abc=5; x
x=abc; abc=5; echo $(( x ))

#### arith x='0x10'; x
x='0x10'; echo $(( x ))

#### arith x='2#11'; x
x='2#11'; echo $(( x ))

#### arith x='a b'; x
x='a b'; echo $(( x ))

#### arith a=5; b=a; b+1
a=5; b=a; echo $(( b+1 ))

#### arith x=3; x**2
x=3; echo $(( x**2 ))

#### arith x=-5; -x
x=-5; echo $(( -x ))

#### arith x=9223372036854775807; x+1
x=9223372036854775807; echo $(( x+1 ))

#### arith x=5; x=x+1, x
x=5; echo $(( x=x+1, x ))

#### x=5; echo $((x++)) $x
x=5; echo $((x++)) $x

#### x=5; echo $((++x)) $x
x=5; echo $((++x)) $x

#### x=5; echo $((x--)) $x $((--x))
x=5; echo $((x--)) $x $((--x))

#### i=0; (( i++ )); echo "rc=$? i=$i"
i=0; (( i++ )); echo "rc=$? i=$i"

#### i=0; (( ++i )); echo "rc=$? i=$i"
i=0; (( ++i )); echo "rc=$? i=$i"

#### (( 0 )); echo $?
(( 0 )); echo $?

#### (( 5 )); echo $?
(( 5 )); echo $?

#### (( -1 )); echo $?
(( -1 )); echo $?

#### (( 1/0 )); echo "rc=$?"
(( 1/0 )); echo "rc=$?"

#### let 'x=2*3' 'y=x+1'; echo $x $y
let 'x=2*3' 'y=x+1'; echo $x $y

#### let x=0; echo "rc=$?"
let x=0; echo "rc=$?"

#### let 1/0; echo "rc=$?"
let 1/0; echo "rc=$?"

#### let; echo "rc=$?"
let; echo "rc=$?"

#### echo $[ 2 + 3 ]
echo $[ 2 + 3 ]

#### a=(10 20 30); echo $((a[1] + a[2]))
a=(10 20 30); echo $((a[1] + a[2]))

#### a=(10 20 30); i=2; echo $((a[i]))
a=(10 20 30); i=2; echo $((a[i]))

#### a=(10 20 30); echo $((a[-1]))
a=(10 20 30); echo $((a[-1]))

#### a=(10 20 30); (( a[1]++ )); echo ${a[@]}
a=(10 20 30); (( a[1]++ )); echo ${a[@]}

#### a=(); a[5]=3; echo $((a[5] * 2))
a=(); a[5]=3; echo $((a[5] * 2))

#### declare -A m; m[k]=4; echo $((m[k] + 1))
declare -A m; m[k]=4; echo $((m[k] + 1))

#### declare -A m; m[a b]=4; k='a b'; echo $((m[$k]))
declare -A m; m[a b]=4; k='a b'; echo $((m[$k]))

#### declare -A m; m[a-b]=5; echo $((m[a-b])) $((m[ a-b ])) $((m[1+1]=2)) ${!m[@]}
declare -A m; m[a-b]=5; echo $((m[a-b])) $((m[ a-b ])) $((m[1+1]=2)) ${!m[@]}

#### a=(1 2); declare -A m; echo $((0 && a[1 +])) $((m[1 +]))
a=(1 2); declare -A m; echo $((0 && a[1 +])) $((m[1 +]))
echo $((a[x y] + 1))

#### declare -i n; n=2+3; echo $n
declare -i n; n=2+3; echo $n

#### declare -i n=010; echo $n
declare -i n=010; echo $n

#### declare -i n; n='5*5'; n+=1; echo $n
declare -i n; n='5*5'; n+=1; echo $n

#### x=3; echo $(( x > 2 ? x * 10 : 0 ))
x=3; echo $(( x > 2 ? x * 10 : 0 ))

#### for ((i=0; i<3; i++)); do echo $i; done
for ((i=0; i<3; i++)); do echo $i; done

#### for ((i=10; i>0; i-=4)); do echo $i; done
for ((i=10; i>0; i-=4)); do echo $i; done

#### for ((;;)); do break; done; echo ok
for ((;;)); do break; done; echo ok

#### x=1; y=$(( x += 2 )); echo $x $y
x=1; y=$(( x += 2 )); echo $x $y

#### echo $(( $(echo 3) * 2 ))
echo $(( $(echo 3) * 2 ))

#### n=5; echo $(( n<<2 )) $(( n>>1 ))
n=5; echo $(( n<<2 )) $(( n>>1 ))

#### echo $(( 2**99999999 ))
echo $(( 2**99999999 ))

#### echo $(( 3**40 ))
echo $(( 3**40 ))

#### echo $(( -2**63 ))
echo $(( -2**63 ))

#### echo $(( 16#-1 ))
echo $(( 16#-1 ))

#### x=1; echo $(( x = x ? 0 : 1 )) $x
x=1; echo $(( x = x ? 0 : 1 )) $x

#### echo $(( 1 ? 2 : 3 : 4 ))
echo $(( 1 ? 2 : 3 : 4 ))

#### echo $((1+2)) $((  3*4  ))
echo $((1+2)) $((  3*4  ))

#### echo "$(( 5 ))" '$(( 5 ))'
echo "$(( 5 ))" '$(( 5 ))'

#### echo $(( 0x10 + 010 + 10 ))
echo $(( 0x10 + 010 + 10 ))

#### set -u; echo $(( nosuch + 1 ))
set -u; echo $(( nosuch + 1 ))

#### set -u; echo $(( nosuch + 1 )); echo notreached
set -u; echo $(( nosuch + 1 )); echo notreached

#### readonly r=1; echo $(( r=2 ))
readonly r=1; echo $(( r=2 ))

#### echo $(( $'1+1' ))
echo $(( $'1+1' ))

#### division by zero names the divisor and the rest
c=1; i=0; echo $(( i<3 && c/(2-i+2) >= 0 )); echo $(( 1/(0) )) 2>&1; echo after

#### division by zero in a parenthesised divisor
echo $(( 7 % (3-3) + 1 ))

#### division assignment by zero names the last token read
x=2; echo $(( x/=(0) ))

#### division assignment by zero before a comma
x=2; echo $(( x/=0, 2 ))

#### let and (( )) division by zero tokens
let 'y = 4/(1-1)'; echo "let $?"; (( z = 3 % (0) )); echo "arith $?"

#### negative exponent tokens
y=-1; echo $(( y**(y) )); echo next

#### negative exponent before more text
y=-1; echo $(( 2**y+1 ))

#### negative exponent in parentheses and before a comma
y=-1; (( (2**y) )); echo "st $?"; (( 2**y, 3 )); echo "st $?"

#### a whole-array subscript in arithmetic is reported and reads as 0
a=(1 2 3)
echo $((a[@]))
echo $((a[*]+1))
echo "status $?"
((a[@]))
echo "status $?"
let "a[*]"
echo "status $?"
echo $((b[@]))
i=@
echo $((a[$i]))

#### assigning a whole-array subscript in arithmetic changes nothing
a=(1 2 3)
echo $((a[@]=5))
echo $((a[*]+=1))
echo $((a[@]++))
declare -p a
x=4
echo $((x[@])) $((x[0]))
echo $x

#### an error met before a later syntax error is the one reported
echo $((1/0 + *))
echo "status $?"
(( 1/0 + ))
echo "status $?"
echo $(( 2**-1 + ))
echo $((1/0 1))

#### assignments before a syntax error are made
x=1
(( x=5, 1+ ))
echo "x=$x"
i=0
(( i++, i++, ) )
echo "i=$i"
let "y=3, z=1/0, +"
echo "y=$y"

#### a bad constant before a syntax error names the text up to itself
echo $(( 08 + ))
echo $(( 1 + 08 + ))
echo $(( 0 && 08 + ))

#### an untaken side before a syntax error is not evaluated
echo $(( 0 && 1/0 + ))
echo $(( 1 || 1/0 + ))
echo $(( 1 ? 1/0 : 2 + ))
echo $(( 0 ? 1/0 : 2 + ))

#### a ternary without an expression after ? or :
echo $(( 1 ? 2 : ))
echo $(( 1 ? : 3 ))

#### an error in a subscript names the subscript's own text and ends the shell
a=(1 2)
echo $(( 2 + a[1/0] ))
echo not reached

#### an error in a subscript of (( )) has no (( prefix
a=(1 2)
(( a[1/0]++ ))
echo not reached

#### an error in a subscript of let has no let prefix
a=(1 2)
let "a[5%0]"
echo not reached

#### an error in a subscript inside a subshell ends the subshell
a=(1 2)
( echo $(( a[1/0] )); echo in )
echo "after $?"

#### a bad constant in a subscript names the subscript's text
a=(1 2)
(echo $(( a[08] )))
(echo $(( 1 + a[1+08] + 09 )))
(echo $(( 1 + 09 + a[08] )))
(echo $(( a[ 2**-1 ] )))
echo "status $?"
