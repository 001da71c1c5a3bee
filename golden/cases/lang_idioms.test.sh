# Everyday script idioms: parsing, joining, trimming, counting, config files, argument loops, guards.

#### trim leading and trailing whitespace with parameter expansion
s=$'  \t padded text \t '
s="${s#"${s%%[![:space:]]*}"}"
s="${s%"${s##*[![:space:]]}"}"
echo "[$s]"

#### trim whitespace with extglob
shopt -s extglob
s='   both   '
s=${s##+([[:space:]])}; s=${s%%+([[:space:]])}
echo "[$s]"

#### join array with a separator
a=(x y z)
(IFS=,; echo "${a[*]}")

#### join with multi-character separator
a=(x y z)
printf -v joined '%s, ' "${a[@]}"
echo "${joined%, }"

#### split string into array with read -ra
s='a:b:c'
IFS=: read -ra parts <<< "$s"
echo ${#parts[@]} ${parts[1]}

#### split lines into array with mapfile
s=$'one\ntwo\nthree'
mapfile -t lines <<< "$s"
echo "${lines[2]}"

#### keep only digits
s='ph: +1 (555) 010-9999'
echo "${s//[^0-9]/}"

#### count occurrences of a character
s='a,b,c,d'
commas=${s//[^,]/}
echo ${#commas}

#### reverse an array
a=(1 2 3 4)
for (( i=${#a[@]}-1; i>=0; i-- )); do printf '%s ' "${a[i]}"; done; echo

#### check if array contains element
a=(apple banana cherry)
contains() { local x; for x in "${@:2}"; do [[ $x == "$1" ]] && return 0; done; return 1; }
contains banana "${a[@]}" && echo yes
contains grape "${a[@]}" || echo no

#### parse key value config file
## file: app.conf
## | # comment
## | name = demo
## |
## | port=8080
## | path = /srv/app
while IFS= read -r line; do
  [[ $line =~ ^[[:space:]]*(#|$) ]] && continue
  key=${line%%=*}; val=${line#*=}
  key=${key//[[:space:]]/}; val=${val#"${val%%[![:space:]]*}"}
  echo "$key=[$val]"
done < app.conf

#### default config values with colon-equals
: "${PORT:=8080}" "${HOST:=localhost}"
echo "$HOST:$PORT"

#### require variable with error message
f() { : "${1:?usage: f NAME}"; echo "hello $1"; }
f world
( f ) 2>&1
echo "status $?"

#### loop over arguments with shift and case
set -- -v --name=x -o out file1 file2
while [ $# -gt 0 ]; do
  case $1 in
    -v) echo verbose;;
    --name=*) echo "name ${1#*=}";;
    -o) echo "output $2"; shift;;
    *) echo "arg $1";;
  esac
  shift
done

#### read file line by line preserving whitespace
## file: f
## |   indented line
## | back\slash
while IFS= read -r line; do echo "[$line]"; done < f

#### count lines words chars of a variable
s=$'a b\nc d e\n'
mapfile -t l <<< "${s%$'\n'}"
words=($s)
echo "${#l[@]} ${#words[@]} ${#s}"

#### uppercase first letter of each word
s='hello big world'
out=()
for w in $s; do out+=("${w^}"); done
echo "${out[*]}"

#### file extension and base name
f=/path/to/archive.tar.gz
base=${f##*/}
echo "${base%%.*} ${base#*.} ${f%/*}"

#### string starts with and ends with
s=prefix-body-suffix
[[ $s == prefix* ]] && echo starts
[[ $s == *suffix ]] && echo ends
[[ $s == *body* ]] && echo contains

#### numeric check with regex
for v in 42 -7 3.5 abc; do [[ $v =~ ^-?[0-9]+$ ]] && echo "$v int" || echo "$v not"; done

#### max of numbers
max=
for n in 3 17 5 11; do (( max == 0 || n > max )) && max=$n; done
echo $max

#### sum lines of a file
## file: nums
## | 10
## | 20
## | 12
sum=0
while read -r n; do (( sum += n )); done < nums
echo $sum

#### associative array counting words
declare -A seen
for w in b a b c a b; do (( seen[$w]++ )); done
for k in a b c; do echo "$k ${seen[$k]}"; done

#### dedupe preserving order
declare -A seen
out=()
for w in c a c b a; do [[ -n ${seen[$w]} ]] && continue; seen[$w]=1; out+=("$w"); done
echo "${out[@]}"

#### repeat a string
printf -v line '%*s' 5 ''
echo "[${line// /=}]"

#### pad a number with zeros
printf '%03d\n' 7
n=42
echo "${n:0:1}-$(printf '%05d' "$n")"

#### guard against running twice with a flag file
[ -e .done ] && echo skip || { echo run; touch .done; }
[ -e .done ] && echo skip || { echo run; touch .done; }

#### cleanup with trap on exit
trap 'rm -f tmpfile; echo cleaned' EXIT
echo data > tmpfile
cat tmpfile

#### die function pattern
die() { echo "error: $*" >&2; exit 1; }
[ -f missing.txt ] || die "missing.txt not found"
echo not reached

#### check command exists
if command -v cat >/dev/null; then echo have-cat; fi
if ! command -v nosuchtool_zz >/dev/null; then echo no-tool; fi

#### retry loop with counter
n=0
until (( ++n >= 3 )); do echo "attempt $n"; done
echo "gave up after $n"

#### here-doc template with variables
name=World count=3
cat <<EOF
Hello, $name!
You have $count new $( (( count == 1 )) && echo message || echo messages ).
EOF

#### temporary IFS change in function
f() { local IFS=/; set -- $1; echo "$# parts, last $3"; }
f usr/local/bin
echo "IFS restored: [${IFS@Q}]"

#### getopts based script header
main() {
  local opt verbose=0
  OPTIND=1
  while getopts 'vh' opt; do
    case $opt in v) verbose=1;; h) echo usage; return 0;; *) return 2;; esac
  done
  shift $((OPTIND-1))
  echo "verbose=$verbose args=$*"
}
main -v a b
main -h
main -x 2>/dev/null; echo "status $?"

#### build command line in an array
args=(-n 'hello world')
echo "${args[@]}"
set -- "${args[@]}"
echo $#

#### iterate over files safely with spaces
## file: a b.txt
## file: c.txt
for f in ./*.txt; do [ -e "$f" ] || continue; echo "<$f>"; done

#### null-delimited read loop
printf 'x y\0z\0' | while IFS= read -r -d '' item; do echo "[$item]"; done

#### write multiple files with a loop and read back
for i in 1 2 3; do echo "file $i" > "f$i.txt"; done
cat f*.txt

#### append to log and count lines
for i in 1 2 3; do echo "entry $i" >> log; done
wc -l < log

#### indirect variable names for settings
cfg_host=h cfg_port=p
for k in host port; do v=cfg_$k; echo "$k=${!v}"; done

#### boolean flags with true and false commands
debug=false
$debug && echo debugging
debug=true
$debug && echo debugging-now

#### exit status capture without set -e abort
set -e
rc=0
false || rc=$?
echo "rc=$rc"

#### string length validation
for s in ab abcdef; do (( ${#s} >= 3 )) && echo "$s ok" || echo "$s too short"; done

#### lowercase comparison
a=YES
[[ ${a,,} == yes ]] && echo affirmative

#### last element and all but last
a=(1 2 3 4)
echo "${a[-1]} | ${a[@]:0:${#a[@]}-1}"

#### sequence with brace and step
echo {0..10..5} {a..e..2}

#### nested function and local status propagation
inner() { return 3; }
outer() { inner; local rc=$?; echo "inner returned $rc"; return $rc; }
outer
echo "outer returned $?"
