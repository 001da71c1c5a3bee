# mapfile/readarray: -t -n -s -O -d -C -c -u, bad option values, MAPFILE.

#### mapfile basic and -t
printf 'a\nb\nc\n' | { mapfile arr; declare -p arr; }; printf 'a\nb\n' | { mapfile -t arr; declare -p arr; }

#### mapfile -n -s -O
printf '1\n2\n3\n4\n5\n' | { mapfile -t -n 2 -s 1 -O 3 arr; declare -p arr; }

#### mapfile -d
printf 'a:b:c' | { mapfile -d : -t arr; declare -p arr; }; printf 'a\0b\0' | { mapfile -d '' arr; declare -p arr; }

#### mapfile -C -c
printf '1\n2\n3\n4\n' | { mapfile -t -C 'echo cb' -c 2 arr; declare -p arr; }

#### mapfile -u
exec 4< <(printf 'x\ny\n'); mapfile -t -u 4 arr; declare -p arr

#### mapfile existing array not cleared with -O
arr=(a b c d); printf 'X\n' | { mapfile -t -O 1 arr; declare -p arr; }; printf 'X\n' | { mapfile -t arr; declare -p arr; }

#### mapfile bad options
mapfile -n x arr < /dev/null; echo "status $?"; mapfile -O -1 arr < /dev/null; echo "status $?"; mapfile -c 0 arr < /dev/null; echo "status $?"; mapfile -u 99 arr; echo "status $?"

#### mapfile to readonly or bad name
readonly ro; mapfile ro < /dev/null; echo "status $?"; mapfile 1x < /dev/null; echo "status $?"

#### mapfile MAPFILE default
printf 'q\n' | { mapfile; declare -p MAPFILE; }

#### readarray alias
printf 'r\n' | { readarray -t r; declare -p r; }

#### mapfile -C without -c
printf '1\n2\n' | { mapfile -C 'printf "<%s|%s>"' arr; echo; }
