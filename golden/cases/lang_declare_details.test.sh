# declare/local/export/readonly corners: listing locals, -p of non-locals, export -n with a value,
# exported locals in a child's environment, subscripted export, quoted compound values.

#### bare local lists only the function's locals
g=1
f() { local a=1 b; local c=(x y); local; }
f

#### bare local in nested function lists the inner locals
f() { local outer=1; g; }
g() { local inner=2; local; }
f

#### bare local with no locals prints nothing
f() { local; echo "rc=$?"; }
f

#### local -p of a name that is not local
x=5
f() { local a=1; local -p x; echo "rc=$?"; local -p a; }
f

#### local -p of an unset local
f() { local a; local -p a; echo "rc=$?"; }
f

#### local -p with no names lists locals
f() { local a=1 b=2; local -p; }
f

#### export -n with a value assigns and unexports
export x=1
export -n x=v
echo "$x"
declare -p x
env | grep -c '^x='

#### export -n of a new name with a value
export -n newv=3
declare -p newv

#### exported local reaches env
f() { local -x LX=inner; env | grep '^LX='; }
f
env | grep -c '^LX='

#### export of a local reaches env and bash -c
f() { local LY=val; export LY; env | grep '^LY='; bash -c 'echo "child=$LY"'; }
f
echo "after=${LY-unset}"

#### local shadowing an exported global is not exported
export G=outer
f() { local G=inner; env | grep '^G='; }
f

#### local -x shadowing an exported global
export G=outer
f() { local -x G=inner; env | grep '^G='; }
f
env | grep '^G='

#### export with a subscript is refused
export a[7]=8
echo "rc=$?"
declare -p a

#### export of a bare subscript name is refused
a=(1 2)
export 'a[1]'
echo "rc=$?"

#### readonly with a subscript
readonly 'r[2]=x'
echo "rc=$?"
declare -p r

#### declare -a with a quoted compound value
declare -a 'x=(5 6)'
declare -p x

#### declare -A with a quoted compound value
declare -A 'z=([k]=v [j]=w)'
declare -p z

#### declare without -a keeps a quoted parenthesised string
declare 'y=(5 6)'
declare -p y

#### declare -a quoted compound value from a variable
v='(a b c)'
declare -a "arr=$v"
declare -p arr

#### declare on an existing array with a quoted compound value
arr=(1 2 3)
declare 'arr=(7 8)'
declare -p arr

#### local -a with a quoted compound value
f() { local -a 'l=(p q)'; declare -p l; }
f

#### declare -p of several names with one missing
a=1
declare -p a nosuch b
echo "rc=$?"
