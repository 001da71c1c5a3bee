# Array literals: evaluation order of subscripts and values, mixing keyed and plain elements,
# += with literals, and the quirks of words that look like assignments.

#### keyed and plain elements mix in an indexed literal
a=([3]=c d [1]=b e)
declare -p a

#### a later key overrides an earlier one
a=([0]=x [0]=y z)
declare -p a

#### subscripts are arithmetic and can use earlier assignments
i=2
a=([i]=two [i+1]=three [i*0]=zero)
declare -p a

#### elements are expanded left to right
n=0
a=($((n+=1)) $((n+=1)) [10]=$((n+=1)))
declare -p a
echo "$n"

#### append with a literal continues after the last index
a=(x y)
a+=(z [10]=t u)
declare -p a

#### assoc literal with a repeated key and append
declare -A m=([k]=1 [k]=2)
m+=([j]=3 [k]=4)
declare -p m

#### a word with an equals sign but no subscript is a plain element
a=(x=1 [2]=y =z)
declare -p a

#### quoted subscript text is not a key
a=("[1]=q" '[2]'=r)
declare -p a

#### glob and brace words in a literal
## file: f1
## file: f2
a=(f* {x,y}z)
declare -p a

#### assoc literal with plain words is key value pairs
declare -A m=(a 1 b 2)
declare -p m
declare -A n=(lonely)
declare -p n

#### negative subscript in a literal
a=(x y z)
a=([-1]=q)
echo "status $?"
declare -p a

#### an empty subscript in a literal is reported and skipped
e=
a=([]=x y ["$e"]=z)
echo "status $?"
declare -p a
declare -A m=([]=x [k]=v)
declare -p m

#### a subscript in a compound assignment may hold blanks
a=([ 1 ]=y [2 ]=z [1 + 2]=w [ ]=v)
declare -p a
declare -A m=([ a ]=1 [b c]=2)
declare -p m

#### a bracketed word in a compound assignment is one word
c=([ ] [a b] [x y]z)
declare -p c
d=([a b]c [x]+=1 [$((1))  ]=q)
declare -p d

#### a compound assignment's subscript may span lines and hold a hash
a=([
]=1 [ 2 # two
]=2)
declare -p a
b=([a[1]]=1 [ $(echo 4) ]=k)
declare -p b

#### an unclosed subscript in a compound assignment is a syntax error
b=([ x)
echo not reached
