# Quoting styles: ${x@Q}, printf %q, declare -p, set listing and set -x traces, including
# control characters, non-ASCII and invalid bytes.

#### quote v='a b'; echo "${v@Q}"
v='a b'; echo "${v@Q}"

#### quote v="it's"; echo "${v@Q}"
v="it's"; echo "${v@Q}"

#### quote v="'"; echo "${v@Q}"
v="'"; echo "${v@Q}"

#### quote v=''; echo "${v@Q}"
v=''; echo "${v@Q}"

#### quote v=$'a\nb'; echo "${v@Q}"
v=$'a\nb'; echo "${v@Q}"

#### quote v=$'\t'; echo "${v@Q}"
v=$'\t'; echo "${v@Q}"

#### quote v='a"b'; echo "${v@Q}"
v='a"b'; echo "${v@Q}"

#### quote v='$x'; echo "${v@Q}"
v='$x'; echo "${v@Q}"

#### quote v=$'\x01'; echo "${v@Q}"
v=$'\x01'; echo "${v@Q}"

#### quote v=é; echo "${v@Q}"
v=é; echo "${v@Q}"

#### quote v=$'\xff'; echo "${v@Q}"
v=$'\xff'; echo "${v@Q}"

#### quote v=$'\e[1m'; echo "${v@Q}"
v=$'\e[1m'; echo "${v@Q}"

#### quote v='a b'; declare -p v
v='a b'; declare -p v

#### quote v='a"b$c`d\e'; declare -p v
v='a"b$c`d\e'; declare -p v

#### quote v=$'x\ny'; declare -p v
v=$'x\ny'; declare -p v

#### quote v=; declare -p v
v=; declare -p v

#### quote a=(1 'b c' "it's"); declare -p a
a=(1 'b c' "it's"); declare -p a

#### quote a=(1 'b c'); echo "${a[@]@Q}"
a=(1 'b c'); echo "${a[@]@Q}"

#### quote set -x; : 'a b' "it's" '' abc '*' '$x' 'a"b' '~x' '#x' a=b
set -x; : 'a b' "it's" '' abc '*' '$x' 'a"b' '~x' '#x' a=b

#### quote set -x; : $'x\ny' $'\t' $'\x01'
set -x; : $'x\ny' $'\t' $'\x01'

#### quote set -x; v='a b'; w=$'\001'
set -x; v='a b'; w=$'\001'

#### quote set -x; : $'\x7fa>*^' $'b\x01?%\t' $'}\xff' $'\x01' $'\x01x'
set -x; : $'\x7fa>*^' $'b\x01?%\t' $'}\xff' $'\x01' $'\x01x'

#### quote v='a b'; set | grep '^v='
v='a b'; set | grep '^v='

#### quote v=''; set | grep '^v='
v=''; set | grep '^v='

#### quote v=$'a\tb'; set | grep '^v='
v=$'a\tb'; set | grep '^v='

#### quote v="it's"; set | grep '^v='
v="it's"; set | grep '^v='

#### quote v='~x'; set | grep '^v='
v='~x'; set | grep '^v='

#### quote printf '%q\n' '~' 'a:~' 'a=~' 'a~'
printf '%q\n' '~' 'a:~' 'a=~' 'a~'

#### quote printf '%q\n' $'\a\b\f\r\v' "'" $'\'\x01'
printf '%q\n' $'\a\b\f\r\v' "'" $'\'\x01'

#### quote printf '%q\n' $'a\x01\'"\\'
printf '%q\n' $'a\x01\'"\\'

#### quote printf '%q\n' $'é\x01' $'\xc3'
printf '%q\n' $'é\x01' $'\xc3'

#### quote printf '%q ' ' ' '!' '"' '$' '&' "'" '(' ')' '*' ',' ';' '<' '>' '?' '[' '\' ']' '^' '`' '{' '|' '}'; echo
printf '%q ' ' ' '!' '"' '$' '&' "'" '(' ')' '*' ',' ';' '<' '>' '?' '[' '\' ']' '^' '`' '{' '|' '}'; echo

#### quote printf '%q ' '#' '%' '+' '-' '.' '/' ':' '=' '@' '_' '~'; echo
printf '%q ' '#' '%' '+' '-' '.' '/' ':' '=' '@' '_' '~'; echo
