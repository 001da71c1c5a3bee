# Prefix assignments before a function call: a temporary scope between the caller and the
# function, which unset, local and assignments inside the function see as bash does.

#### unset of a prefix variable reveals the global
f() { unset v; echo "v=${v-unset}"; }
v=global
v=temp f
echo "after=$v"

#### unset of a prefix variable with no global
f() { unset v; echo "v=${v-unset}"; }
v=temp f
echo "after=${v-unset}"

#### assignment inside the function is lost after it returns
f() { v=changed; echo "in=$v"; }
v=global
v=temp f
echo "after=$v"

#### prefix variable is exported to commands inside the function
f() { env | grep '^PV='; }
PV=temp f
env | grep -c '^PV='

#### declare -p inside the function shows the temporary value exported
f() { declare -p v; }
v=global
v=temp f

#### local in the function shadows the prefix variable
f() { local v=loc; echo "in=$v"; unset v; echo "unset=${v-unset}"; }
v=global
v=temp f
echo "after=$v"

#### nested function sees the prefix variable
g() { echo "g=$v"; }
f() { g; }
v=global
v=temp f

#### prefix variable on a nested call inside the function
g() { unset v; echo "g=${v-unset}"; }
f() { v=inner g; echo "f=$v"; }
v=global
v=outer f

#### two prefix variables and an unset of one
f() { unset a; echo "a=${a-unset} b=$b"; }
a=1 b=2
a=x b=y f
echo "$a $b"

#### unset twice reaches the global
f() { unset v; echo "1=${v-unset}"; unset v; echo "2=${v-unset}"; }
v=global
v=temp f
echo "after=${v-unset}"

#### prefix assignment to a builtin does not persist
v=global
v=temp eval 'echo "in=$v"'
echo "after=$v"

#### export inside the function of a prefix variable
f() { export v; v=new; }
v=global
v=temp f
echo "after=$v"
declare -p v
