# Edge cases of the interpreter's second round of fast paths (issue 14):
# parameter operators prepared per node, case patterns compiled per node,
# assignments joining literals and expansions, read's IFS splitting into
# several variables, local with several assignments, test/[ argument forms.
# Each construct runs in a loop so that its prepared form is used too.

#### strip operators on set, empty and unset values
for v in report.final.txt noext .hidden "" 'a b.c d' 'x*y.z'; do
  f=$v
  printf '<%s>' "${f%.*}" "${f%%.*}" "${f#*.}" "${f##*.}" "${f#re}" "${f%txt}" ${f%.*}; echo
done
unset f
for i in 1 2; do printf '<%s>' "${f%.*}" "${f##*/}" x${f#a}y; echo; done

#### strip patterns with quotes, brackets, backslashes and classes
for f in 'a*b.c' 'a.b*c' 'ab[c]d' 'a\b.c' 'x1y2z'; do
  printf '<%s>' "${f%'*'*}" "${f#*"*"}" "${f%\**}" "${f%%[.*]*}" "${f#*\\}" "${f##*[[:digit:]]}" "${f%[c]*}"; echo
done

#### strip and replace follow extglob switched on and off in the same loop
f=aaa.bbb.txt
for i in 1 2 3 4; do
  if (( i % 2 )); then shopt -s extglob; else shopt -u extglob; fi
  printf '<%s>' "${f%+(.*)}" "${f/+(a)/X}" "${f##*(a)}"; echo
done

#### replace: literal, every match, anchored, empty pattern and empty value
for f in report.final.txt final final.final '' 'a b'; do
  printf '<%s>' "${f/final/draft}" "${f//final/d}" "${f/#final/S}" "${f/%final/E}" "${f/final}" "${f//}" "${f/#/P}" "${f/%/Q}"; echo
done

#### replace with & and backslashes, patsub_replacement on and off
f=one.two.two
for i in 1 2; do
  printf '<%s>' "${f/two/[&]}" "${f//two/\&}" "${f/two/"&"}" "${f//o/\\}" "${f/t?o/<&&>}"; echo
  shopt -u patsub_replacement
done
shopt -s patsub_replacement
printf '<%s>' "${f/two/[&]}"; echo

#### replace results are split and globbed when unquoted
## file: ab
## file: ac
x='a b'
for i in 1 2; do printf '<%s>' ${x/ /c d} "${x/ /c d}" ${x/b/*} ${x// /}; echo; done

#### length of set, empty, unset and positional values
f() { for i in 1 2; do printf '<%s>' "${#1}" "${#2}" "${#x}" "$(( ${#1} + ${#x} ))"; echo; done; }
x=hello; f abc ""
x=""; f "a b c"
unset x; f

#### defaults and alternates with literal words, quoted and not
## file: d1
## file: d2
for v in set "" unset; do
  if [ "$v" = unset ]; then unset x; else x=$v; fi
  printf '<%s>' "${x:-def}" "${x-def}" "${x:+alt}" "${x+alt}" ${x:-a b} "${x:-a b}" ${x:+c d} ${x:-d*}; echo
done

#### set -u: unset values in operators stop the shell
set -u
x=abc
for i in 1 2; do printf '<%s>' "${x%c}" "${#x}" "${x/b/B}"; echo; done
echo "${y%c}"
echo not reached

#### set -u: an unset length stops the shell inside arithmetic too
set -u
t=abc; n=0
for i in 1 2; do n=$(( n + ${#t} )); done; echo $n
n=$(( n + ${#nope} ))
echo not reached

#### case: literal, quoted, prefix, suffix and class patterns
for f in a.txt b.md README Makefile '*' 'a*' x.TXT '' '[x]' 'a|b'; do
  case $f in
    '*') r=star ;;
    "a*") r=quoted-a-star ;;
    *.txt|*.log) r=text ;;
    READ*) r=readme ;;
    [Mm]akefile) r=make ;;
    '') r=empty ;;
    \[x\]) r=bracket ;;
    a\|b) r=bar ;;
    *.md) r=md ;;
    *) r=other ;;
  esac
  printf '%s=%s ' "$f" "$r"
done; echo

#### case follows nocasematch and extglob switched in the loop
## args: -O extglob
for i in 1 2 3 4; do
  if (( i % 2 )); then shopt -s nocasematch extglob; else shopt -u nocasematch extglob; fi
  for f in A.TXT file.txt aaa; do
    case $f in
      *.txt) printf 'txt ' ;;
      +(a)) printf 'a+ ' ;;
      a*) printf 'a* ' ;;
      *) printf 'other ' ;;
    esac
  done; echo
done

#### case patterns with expansions and fallthrough
p='*.c'; q=b
for f in x.c y.h b '*.c'; do
  case $f in
    "$p") echo "$f: quoted p" ;;
    $p) echo "$f: pattern p" ;&
    $q) echo "$f: q or fell" ;;&
    ?.?) echo "$f: two chars" ;;
    *) echo "$f: rest" ;;
  esac
done

#### joined assignments with unset, empty and special values
for i in 1 2; do
  f=file$i.txt; g=$u-$i-"$u"x; h="pre${i}post"'q'; k=${i}$i$u
  printf '<%s>' "$f" "$g" "$h" "$k"; echo
done
set -- one "t w o"
for i in 1 2; do a=$1:$2:$#; b="$1 $2"; printf '<%s>' "$a" "$b"; echo; done

#### set -u stops a joined assignment with an unset part
set -u
for i in 1 2; do f=file$i.txt; echo $f; done
g=a$nope.b
echo not reached

#### += on strings, integers, arrays and readonly variables
s=; for i in 1 2 3; do s+=x$i; done; echo "$s"
declare -i n=5; for i in 1 2; do n+=3; done; echo $n
a=(p q); for i in 1 2; do a+=z; done; echo "${a[@]}"
readonly r=1
for i in 1 2; do r+=2; echo "after $i"; done
echo not reached

#### read with IFS=: into several names: empty fields, extra fields, trailing delimiters
printf '%s\n' 'a:b:c' 'a::c' ':b:' 'a:b:c:d' 'a:b:c:' 'a:b:c::' 'a' '' ':' '::' 'a:b' 'x y:z' > in.txt
while IFS=: read -r a b c; do printf '<%s>' "$a" "$b" "$c"; echo; done < in.txt
echo --
while IFS=: read -r a; do printf '<%s>' "$a"; echo; done < in.txt
echo --
while IFS=: read -r a b; do printf '<%s>' "$a" "$b"; echo; done < in.txt

#### read with other IFS values: several delimiters, mixed with blanks, escapes without -r
printf '%s\n' 'a,b;c' 'a;;b,c,' ' a , b ,c ' 'a\:b:c' 'a\\:b' 'p:q\' 'r' > in.txt
while IFS=',;' read -r a b c; do printf '<%s>' "$a" "$b" "$c"; echo; done < in.txt
echo --
while IFS=' ,' read -r a b c; do printf '<%s>' "$a" "$b" "$c"; echo; done < in.txt
echo --
while IFS=: read a b c; do printf '<%s>' "$a" "$b" "$c"; echo; done < in.txt
echo --
IFS=: read -a arr < in.txt; printf '<%s>' "${arr[@]}"; echo

#### prefix assignments to IFS last for the command only, and += appends for it
printf '%s\n' 'a:b,c' 'd:e,f' > in.txt
IFS=' '
while IFS+=: read -r a b; do printf '<%s>' "$a" "$b"; echo; done < in.txt
printf '<%s>' "$IFS"; echo
f() { printf '[%s]' "$IFS"; }
for i in 1 2; do IFS=, f; done; echo
declare -i num=4
for i in 1 2; do num=2+3 f; printf '(%s)' "$num"; done; echo

#### a readonly prefix assignment is reported and the command still runs
readonly IFS
for i in 1 2; do IFS=: read -r a b <<< 'x:y z'; printf '<%s>' "$a" "$b"; echo; done

#### [ and test: string and integer forms, and their errors
t() { "$@"; printf '%s ' "$?"; }
for i in 1 2; do
  x=abc; e=
  t [ ]; t [ x ]; t [ "" ]; t [ -n "$e" ]; t [ -z "$e" ]; t [ -z ]; t [ ! ]; t [ ! x ]; t [ ! "" ]
  t [ "$x" = abc ]; t [ "$x" == abd ]; t [ "$x" != abc ]; t [ a \< b ]; t [ b \> a ]; t [ 1 -eq 01 ]
  t [ " 3 " -lt 4 ]; t [ -5 -le -5 ]; t [ 2 -gt 10 ]; t [ 2 -ge 2 ]; t [ 1 -ne 1 ]
  t [ = = = ]; t [ -n = -n ]; t [ ! = x ]; t [ ! -n "" ]; t [ ! -z "" ]; t [ \( x \) ]; t [ "$x" ]
  t test; t test -n; t test "$x" = abc; t test ! "$x"; echo
done
for i in 1 2; do
  t [ x -eq 1 ]; t [ 99999999999999999999 -eq 1 ]; t [ -n x; t [ a b ]; t [ a b c ]; t [ -q x ]; t test a = b ]; echo
done

#### [ file tests and -a -o keep their meaning
## file: f.txt
## dir: d
for i in 1 2; do
  [ -f f.txt ] && echo file; [ -d d ] && echo dir; [ -e nope ] || echo none
  [ -a f.txt ] && echo exists; [ x -a "" ] || echo and; [ x -o "" ] && echo or; [ ! -f d ] && echo notfile
done

#### a function or disabled builtin named [ or test is what runs
[() { echo "fn [ $*"; }
for i in 1 2; do [ -n x ]; done
unset -f [
test() { echo "fn test $*"; return 3; }
for i in 1 2; do test a = a; echo $?; done
unset -f test
enable -n test
for i in 1 2; do test a = a 2>/dev/null; echo $?; done

#### [[ ]]: literal, quoted, prefix and suffix patterns, != and nocasematch switched in the loop
for i in 1 2 3 4; do
  if (( i % 2 )); then shopt -s nocasematch; else shopt -u nocasematch; fi
  for x in abc.txt ABC.TXT abc '*.txt' ''; do
    r=
    [[ $x == *.txt ]] && r+=t; [[ $x == abc ]] && r+=l; [[ $x == "*.txt" ]] && r+=q; [[ $x == '*'.txt ]] && r+=Q
    [[ $x != a* ]] && r+=n; [[ $x = @(abc|x) ]] && r+=e; [[ $x ]] && r+=w; [[ -z $x || -n $u ]] && r+=z
    [[ ! ( $x == a* && $x == *c ) ]] && r+=g
    printf '%s=%s ' "$x" "$r"
  done; echo
done

#### [[ ]] under set -u stops on an unset operand
set -u
x=abc
for i in 1 2; do [[ -n $x && $x == a* ]] && echo ok; done
[[ -n $nope ]]
echo not reached

#### and-or lists of simple commands: status, PIPESTATUS, set -e and ERR
for i in 1 2; do
  false && echo no || echo "or $?"
  true && false; echo "status $? ${PIPESTATUS[*]}"
  ! true && echo no; echo "neg $?"
  [ -n x ] && [ a = b ] || echo "chain $?"
done
trap 'echo "ERR $?"' ERR
for i in 1 2; do true && false; false && true; echo "after $i"; done
set -e
for i in 1 2; do false && true; [ x = y ] || true; echo "kept $i"; done
true && [ a = b ]
echo not reached

#### local with several assignments, plain names, unset positionals and quoted values
f() {
  local a=$1 b=$2 c d="$3" e='l i t' g="$x"
  printf '<%s>' "$a" "$b" "${c-unset}" "$d" "$e" "$g" "$_"; echo
  declare -p a c 2>&1
}
x=outer
for i in 1 2; do f one "t w o" '*'; f; done
echo "after: ${a-none} ${c-none}"

#### local shadowing exported, readonly and already local names, and set -u
export ex=E
f() { local ex=in; printenv ex; local ex=again; echo "$ex"; }
for i in 1 2; do f; done; echo "$ex"
g() { local u=$1 v=$nope; echo "<$u><$v>"; }
for i in 1 2; do g a; done
set -u
for i in 1 2; do g b; done
echo not reached

#### local of a readonly global is refused, the other names are made
readonly ro=1
f() { local ro=2; echo "in $ro $?"; local a=1 ro b=2; echo "$? $a $b"; }
for i in 1 2; do f; done

#### local outside a function, with options and subscripts, and under allexport
for i in 1 2; do local z=1; echo "st $?"; done
f() { local -r r=1; local -i n=2+3; local arr=(1 2); local s[1]=x; local q+=y; echo "$r $n ${arr[1]} ${s[1]} $q"; }
for i in 1 2; do f; done
set -a
h() { local w=$1; printenv w; }
for i in 1 2; do h val; done

#### quoted joined arguments keep their words, and "$@" inside them is still split
f() { printf '<%s>' "$@"; echo; }
set -- p "q r"
x=a.b.c; e=
for i in 1 2; do
  f "$x:$i" "${x%.*}-$e-" "pre $x post" "$e" "${x/./ }" "$1$2" "x$@y" "${#x}"
done
set -u
for i in 1 2; do f "a$x" "b$nope"; done
echo not reached
