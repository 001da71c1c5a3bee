# FUNCNAME, BASH_SOURCE, BASH_LINENO, caller, SECONDS assignments.

#### FUNCNAME BASH_SOURCE BASH_LINENO
f() { echo "${FUNCNAME[@]} | ${BASH_SOURCE[@]} | ${BASH_LINENO[@]}"; g; }
g() { echo "${FUNCNAME[@]} | ${BASH_LINENO[@]}"; }
f
echo "top: ${FUNCNAME[@]-none} ${#BASH_LINENO[@]}"

#### caller
f() { caller; caller 0; caller 1; echo "s $?"; }
g() { f; }
g
caller; echo "top $?"

#### caller bad arg
f() { caller x; echo "s $?"; }; f

#### SECONDS
SECONDS=100; (( SECONDS >= 100 && SECONDS < 110 )) && echo counts-on
(SECONDS=5; (( SECONDS < 10 )) && echo sub); (( SECONDS >= 100 )) && echo kept
SECONDS=x; (( SECONDS < 10 )) && echo zero
