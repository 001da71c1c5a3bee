# tail -c N from stdin, and the obsolete forms next to it (-c alone is the option, -cf and -l are obsolete counts).

#### tail -c 2 from a pipe
printf abc | tail -c 2; echo "|$?"

#### tail -c N operand forms on stdin
printf 'hello\n' | tail -c 3; printf 'hello\n' | tail -c +3; printf 'hello\n' | tail -c3

#### tail -c with a file operand
printf 'abcdef' > f; tail -c 2 f; echo; tail -c +5 f; echo

#### obsolete tail -l and -3c
seq 1 12 > n; tail -l n | head -n 2; tail -3c n

#### tail -c with no count
printf abc | tail -c; echo "status $?"
