#### counter reassigned as octal text after arithmetic stored it
i=5; ((i++)); i=010; echo $((i)) $((i+1))

#### counter reassigned by read after arithmetic
i=1; ((i+=2)); read i <<< 012; ((i++)); echo $i

#### declare -i counter in a C-style loop
declare -i n=0; for ((k=0;k<5;k++)); do n=n+k; done; echo $n $k

#### readonly counter in ((i++))
i=3; readonly i; ((i++)); echo "status $? i=$i"

#### readonly counter as a for (( )) step
readonly j=0; for ((;j<2;j++)); do echo body; done; echo after $?

#### counter overflow wraps
i=9223372036854775806; ((i++)); echo $i; ((i++)); echo $i; ((i--)); echo $i

#### local counter shadows a global one
i=100; f() { local i; for ((i=0;i<3;i++)); do :; done; echo in $i; }; f; echo out $i

#### global counter read from inside a function
n=0; f() { ((n++)); ((n++)); }; f; f; echo $n

#### unset counter under set -u in a loop condition
set -u; for ((q=0; q<zz; q++)); do echo never; done; echo not reached

#### nameref counter
declare -n r=c; c=0; for ((r=0;r<3;r++)); do :; done; echo $c $r

#### array element counter
a=(0 5); for ((a[1]=0;a[1]<3;a[1]++)); do echo -n "${a[1]} "; done; echo

#### exported counter reaches a child environment
export i=0; for ((i=0;i<2;i++)); do :; done; printenv i

#### uppercase-attributed counter
declare -u u=0; ((u+=7)); echo $u; u=abc; echo $u

#### counter holding an expression string
e='1+2'; ((e++)); echo $e

#### counter with leading zeros is octal each time
z=07; ((z++)); echo $z; z=08; ((z++)); echo "status $?"

#### comparison with a constant on the right
x=3; echo $((x<3)) $((x<=3)) $((x>2)) $((x>=4)) $((x==3)) $((x!=3))

#### loop condition fails in the middle of the loop
c=0; for ((i=0; i<3 && c/(2-i) >= 0; i++)); do ((c++)); done; echo "c=$c i=$i"

#### step with a division by zero
for ((i=0;i<3;i+=1/0)); do echo x; done; echo "status $?"

#### function called in a loop sees positional parameters
f() { r=$1; s=$#; }; for ((i=0;i<3;i++)); do f $i a b; done; echo $r $s

#### function body with a redirection in a loop
f() { echo "$1"; } > /dev/null; for ((i=0;i<3;i++)); do f $i; done; echo done

#### while read counts lines
printf 'a b\nc d\n\ne\n' > f; n=0; while read -r x y; do n=$((n+1)); echo "[$x][$y]"; done < f; echo $n

#### read without -r keeps escaped separators
printf 'a\\ b c\n' | { read x y; echo "[$x][$y]"; }

#### read with a non-whitespace IFS
printf 'a:b::c\n' | { IFS=: read -r x y z; echo "[$x][$y][$z]"; }

#### read into a name given twice and REPLY
printf 'one two\n' | { read -r; echo "[$REPLY]"; }

#### read with an invalid name
read -r 'a-b' <<< x; echo "status $?"
