# Edge cases of the interpreter's third round of fast paths (issue 14): list items compiled
# to closures per node (assignments, prepared commands, [[ ]], (( )), case, if, and-or lists),
# `return` at a function body's top level without unwinding.  Each construct runs in a loop,
# so the compiled form (from a list's second run on) is what the later iterations use.

#### ERR trap inside a loop body: failing test, arithmetic, assignment with a failing substitution
trap 'echo "ERR at $LINENO status $?"' ERR
for i in 1 2 3; do
  [[ $i == 2 ]]
  (( i - 2 ))
  x=$(exit $i)
  [ "$i" = 1 ]
  : ok
done
echo end $?

#### ERR trap set in the middle of a loop is seen by the next iteration
for i in 1 2 3; do
  (( i == 2 )) && trap 'echo "ERR $i"' ERR
  false
  [[ $i == x ]]
done
trap - ERR
echo done

#### DEBUG trap inside loops sees each command, set and removed mid-loop
f() { local a=$1; (( a > 1 )) && return 1; return 0; }
for i in 1 2 3 4; do
  (( i == 2 )) && trap 'echo "D: $BASH_COMMAND"' DEBUG
  x=$i
  [[ $x == 3 ]] && y=three
  case $x in 3) : three ;; *) : other ;; esac
  f $i || true
  (( i == 3 )) && trap - DEBUG
done
echo $x $y

#### DEBUG trap with extdebug skips commands in a loop body
shopt -s extdebug
trap '[[ $BASH_COMMAND != skip* ]]' DEBUG
skip() { echo skipped $1; }
for i in 1 2 3; do
  skip $i
  echo ran $i
  n=$i
done
trap - DEBUG
echo n=$n

#### set -e inside a loop: the failing command that is not exempt ends the shell
set -e
for i in 1 2 3 4; do
  [[ $i == 1 ]] && echo one
  (( i == 5 )) || echo "not five $i"
  x=$i
  if [[ $i == 3 ]]; then echo three; fi
  [ "$i" != 4 ]
  echo after $i
done
echo never

#### set -e switched on mid-loop and errexit exemptions in conditions
f() { false; echo "f goes on"; }
for i in 1 2 3; do
  (( i == 2 )) && set -e
  if f; then echo "if f ok"; fi
  while (( i-- > 2 )); do echo "while $i"; done
  ! [[ $i == 7 ]]
  f && echo "f && ok"
  false || echo "or $i"
done
echo end

#### set -e: the last member of an and-or list counts, a compound command's body decides
set -e
g() { (( $1 > 2 )) && return 3; return 0; }
for i in 1 2 3; do
  g $i || echo "g failed $i"
  case $i in 2) false || true ;; esac
  { [[ $i == 1 ]] || echo "brace $i"; }
done
g 5
echo never

#### set -x toggled inside a loop traces every compiled form
f() { local a=$1 b=lit; (( a % 2 )) && return 1; return 0; }
for i in 1 2 3; do
  (( i == 2 )) && set -x
  x=$i
  s+=y
  n=$((i + 1))
  [[ $x == 2 && -n $s ]]
  [ "$x" = 2 ]
  case $x in 2) : two ;; esac
  true; :
  f $i || echo odd
  (( i == 2 )) && set +x
done 2>&1
echo $s $n

#### set -u in a loop: unset names in [[ ]], (( )), case and assignments
set -u
for i in 1 2; do
  x=$i
  [[ -n $x ]] && echo "x=$x"
  (( i == 2 )) && unset x
done
for w in a b; do case ${w} in a) echo A ;; *) echo "other $w" ;; esac; done
y=1
for i in 1 2; do echo "y=$y"; (( i == 1 )) && unset y; done
echo never

#### set -k in a loop makes words after the name assignments
f() { echo "v=${v-unset} args=$*"; }
for i in 1 2 3; do
  (( i == 2 )) && set -k
  f v=$i w
  (( i == 2 )) && set +k
done

#### break and continue N from case, if and and-or lists in nested loops
for i in 1 2 3; do
  for j in a b c; do
    case $j in b) (( i == 2 )) && continue 2 ;; c) [[ $i == 3 ]] && break 2 ;; esac
    if [[ $i$j == 1a ]]; then continue; fi
    echo "$i$j"
  done
  echo "end $i"
done
echo "out $i $j"

#### break and continue with statuses and out-of-range counts in loops
for i in 1 2 3; do
  for j in 1 2; do
    (( j == 2 )) && break 5
    echo $i$j
  done
done
echo "status $?"
for i in 1 2; do false; continue; done; echo "continue status $?"
for i in 1 2; do false; break; done; echo "break status $?"
while :; do break 0; done; echo "break 0 status $?"

#### return from nested loops and branches inside a function
f() {
  for i in 1 2 3; do
    while :; do
      case $i in 2) return 20 ;; esac
      [[ $1 == x ]] && return
      break
    done
    echo "f $i"
  done
  echo "f end"
}
f; echo "status $?"
f x; echo "status $?"
g() { if [[ $1 == a ]]; then return 5; elif [[ $1 == b ]]; then false; return; else :; fi; echo "g $1"; }
for a in a b c; do g $a; echo "g($a) $?"; done

#### return statuses: none, after a failure, large, negative, not a number
f() { false; return; }
g() { return 300; }
h() { return -1; }
k() { return abc; echo "after"; }
for fn in f g h k; do $fn; echo "$fn $?"; done 2>&1

#### return sets $_ and keeps $? for the RETURN trap
f() { trap 'echo "RETURN $? $_"' RETURN; (( $1 )) && return 4; return; }
for i in 0 1; do f $i; echo "f $i: $? $_"; done
trap - RETURN

#### return in a function body's and-or list and if, called in a loop with set -e
set -e
f() { [[ $1 == 1 ]] && return 1; if [[ $1 == 2 ]]; then return 2; fi; return 0; }
for i in 1 2 3; do
  f $i || echo "f $i failed $?"
  if f $i; then echo "f $i ok"; fi
done
f 1
echo never

#### a function redefined inside the loop that calls it
f() { echo one; }
for i in 1 2 3 4; do
  f
  (( i == 2 )) && f() { echo two; }
  (( i == 3 )) && unset -f f && f() { return 7; }
done
f; echo "status $?"

#### builtins shadowed by functions mid-loop: true, :, [, test, local, return
for i in 1 2 3; do
  true; echo "true $?"
  [ a = a ] && echo bracket
  test -n x && echo test
  : colon
  if (( i == 1 )); then
    true() { echo "fn true"; return 3; }
    [() { echo "fn [ $*"; }
    test() { echo "fn test $*"; return 1; }
    :() { echo "fn : $*"; }
  fi
  (( i == 2 )) && unset -f true [ test :
done
f() { local x=1; return 0; }
for i in 1 2; do
  f; echo "f $?"
  (( i == 1 )) && local() { echo "fn local $*"; } && return() { echo "fn return $*"; }
done
unset -f local return

#### LINENO in error messages inside loop bodies
for i in 1 2; do
  x=$i
  (( 1 / (i - 1) ))
  [[ $x -eq ]] 2>/dev/null; echo "cond $?"
  y=$(( x / 0 ))
  echo "line $LINENO"
  [ 1 -eq a ]
done 2>&1
echo end

#### readonly assignment in a loop abandons the command
readonly r=1
for i in 1 2; do
  r=$i
  echo "after $i"
done
echo "status $?"

#### an empty case body gives 0, with fall-through and resumed matching
false; case a in a) ;; esac; echo "1: $?"
false; case a in a) ;& b) ;; esac; echo "2: $?"
false; case a in a) false ;;& *) ;; esac; echo "3: $?"
false; case a in b) ;; esac; echo "4: $?"
for w in a b c; do false; case $w in a) ;; b) false ;; esac; echo "$w: $?"; done

#### case in a loop: patterns with expansions, quotes, extglob and nocasematch toggled
p='*.txt'
for f in a.txt b.TXT 'c d' '*.txt' x.log; do
  case $f in $p) r=glob ;; "$p") r=quoted ;; *.LOG|c\ d) r=other ;; *) r=none ;; esac
  printf '%s=%s ' "$f" "$r"
  case $f in +([a-z]).txt) echo ext ;; *) echo no ;; esac 2>/dev/null || true
  [[ $f == x.log ]] && shopt -s nocasematch extglob
done
shopt -u nocasematch extglob

#### $_ and PIPESTATUS after each compiled form in a loop
f() { local a=$1; return 3; }
for i in 1 2; do
  x=$i; echo "assign [$_] ${PIPESTATUS[*]}"
  : a b; echo ": [$_] ${PIPESTATUS[*]}"
  [ x = y ]; echo "[ [$_] ${PIPESTATUS[*]}"
  [[ x == y ]]; echo "[[ [$_] ${PIPESTATUS[*]}"
  (( 0 )); echo "(( [$_] ${PIPESTATUS[*]}"
  f q; echo "f [$_] ${PIPESTATUS[*]}"
  true && false; echo "&& [$_] ${PIPESTATUS[*]}"
done

#### assignments in a loop: integer, case-converting and array variables, and +=
declare -i n=0
declare -u up
a=(x y)
for i in 1 2 3; do
  n=n+i
  up=abc$i
  a=$i
  s+=$i
  c=$((c + i))
done
echo "$n $up ${a[*]} $s $c"

#### allexport and a nameref in a loop of assignments
declare -n ref=target
for i in 1 2; do
  ref=$i
  (( i == 1 )) && set -a
  e=$i
done
set +a
echo "$target $e"; env | grep '^e='

#### test forms in a loop: strings, integers, errors and the builtin's own answers
for v in 1 abc "" -n '!' 010; do
  [ "$v" ] && echo "set <$v>"
  [ -n "$v" ] && [ "$v" = abc ] && echo abc
  [ "$v" -eq 1 ] 2>/dev/null && echo "one <$v>"
  test ! "$v" && echo "empty <$v>"
  [ "$v" -lt ] 2>&1
done

#### a function's body with return in case branches, called in a loop
kind() {
  case $1 in
    *.txt) return 1 ;;
    *.md) [[ -n $2 ]] && return 2; echo "md without flag" ;;
    *) ;;
  esac
  echo "kind end $1"
}
for f in a.txt b.md c.md d.sh; do kind $f ${f#c}; echo "$f -> $?"; done

#### if with elif and else in loops, conditions with set -e off
set -e
for i in 1 2 3 4; do
  if [[ $i == 1 ]]; then echo one
  elif (( i == 2 )); then echo two
  elif false; then echo never
  else echo "other $i"; fi
done
if false; then :; fi
echo "status $?"

#### [[ ]] under set -x in a loop: each term as evaluated, patterns and regexes as bash shows them
p='*'; q='a b'; s=
for x in 2 3; do
  set -x
  [[ $x == 2 && -n $s ]]; [[ $x == 3 || ! -z $s ]]; [[ ! ( $x == 2 ) ]]; [[ $x ]]; [[ ! ! $x ]]
  [[ a.b =~ "a.b" ]]; [[ x == "a*b" ]]; [[ x = $p ]]; [[ x == "$p" ]]; [[ x == $q ]]; [[ "" == "$s" ]]
  [[ x == \* ]]; [[ x == "a\\b" ]]; [[ "it's" == x ]]; [[ $x -eq 2 ]]; [[ x =~ "(a)"+ ]]
  case "$x$s" in *) ;; esac
  set +x
done 2>&1

#### continue as a loop body's last command gives the loop status 0
for i in 1 2; do false; continue; done; echo "for $?"
i=0; while (( i++ < 2 )); do false; continue; done; echo "while $?"
for i in 1 2; do for j in 1; do false; continue 2; done; done; echo "nested $?"

#### a loop whose own redirection fails, inside a loop: ERR trap, then set -e
trap 'echo "ERR $?"' ERR
for i in 1 2; do
  while read -r l; do echo "$l"; done < "missing$i"
  echo "after $i $?"
done 2>/dev/null
set -e
for i in 1 2; do for j in 1; do :; done < nowhere; echo "not reached $i"; done 2>/dev/null
echo never

#### prefix assignments in a loop: read with IFS, a function, a builtin
## file: in.txt
## | a:b c:d
## | e:f g:h
f() { echo "f sees IFS=[$IFS] x=${x-unset}"; }
while IFS=: read -r a b c; do echo "[$a] [$b] [$c]"; x=$a f; done < in.txt
printf 'IFS=[%q] x=%s\n' "$IFS" "${x-unset}"
for i in 1 2; do x=$i true; echo "${x-unset}"; done

#### return from while-read and for loops inside functions called in a loop
## file: in.txt
## | a
## | b
## | c
find_line() { local n=0; while read -r l; do n=$((n+1)); [[ $l == "$1" ]] && return $n; done < in.txt; return 0; }
for w in b c z; do find_line $w; echo "$w: $? $n"; done
first_even() { for x in "$@"; do (( x % 2 )) || return $x; done; return 255; }
for set in "1 3 4 5" "7 9" "2"; do first_even $set; echo "[$set] -> $?"; done
count() { local i; for ((i=0; ; i++)); do (( i == $1 )) && return $i; done; }
count 3; echo "count $?"

#### arithmetic assignments and commands in a loop: elements, ternaries, commas, compound and slots
t=abcd
for i in 1 2 3; do
  x=$(( a[i] = i * 2 ))
  y=$(( i > 1 ? i : -i ))
  z=$(( 2 ** i, i << 2 ))
  w=$(( b += i ))
  v=$(( ${#t} + i ))
  u=$(( $i$i + 1 ))
  (( c[i] = i )) && (( $i % 2 )) && echo "odd $i"
  (( d = $i - 2 )) || echo "d zero at $i"
done
echo "$x ${a[*]} $y $z $w $v $u ${c[*]} $d"
for n in 1 x 08 '2+3' ''; do r=$(( n + 1 )); echo "n=[$n] r=$r"; done 2>&1

#### BASH_COMMAND and declare -f show a lone [[ word ]] as a -n test
f() { [[ x ]]; [[ ! $1 && -n y ]]; [[ ( $1 ) ]]; }
declare -f f
trap 'echo "D: $BASH_COMMAND"' DEBUG
for i in 1 2; do [[ $i ]]; done
trap - DEBUG
