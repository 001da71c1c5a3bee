# More declaration corners: nameref targets bash refuses, local - and local -g, declare -c,
# declare -p -f of a missing function, the integer attribute of PPID, UID and EUID.

#### nameref to an unterminated subscript is refused
declare -n r='a[1'
echo "rc=$?"

#### nameref to an empty name is refused
declare -n r=''
echo "rc=$?"
declare -p r

#### nameref to an array element then assignment
a=(x y)
declare -n r=a[1]
echo "$r"
r=z
declare -p a

#### local hyphen restores the set options on return
f() { local -; set -u +B; echo "in: $-"; }
f
echo "out: $-"

#### local hyphen leaves shopt options alone
f() { local -; shopt -s nullglob; set -f; }
f
shopt nullglob
echo "$-"

#### local hyphen with other names
f() { local - x=1; set -e; echo "$x $-"; }
f
echo "$-"

#### local -g makes a global
f() { local -g g=1; }
f
declare -p g

#### declare -c capitalises
declare -c c=hELLO
echo "$c"
c=wORLD
echo "$c"

#### declare -p -f of a missing function
declare -p -f nosuchfunc
echo "rc=$?"
declare -F nosuchfunc
echo "rc=$?"

#### PPID UID and EUID are read-only integers
declare -p UID EUID | sed 's/"[0-9]*"/N/'
