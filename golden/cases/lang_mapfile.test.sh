# mapfile / readarray: -t -d -s -n -O, from files, here-strings and process substitution.

#### mapfile keeps newlines by default
mapfile arr <<< $'a\nb'
declare -p arr

#### mapfile -t strips newlines
mapfile -t arr <<< $'a\nb'
declare -p arr

#### readarray is mapfile
readarray -t lines <<< $'x\ny\nz'
echo ${#lines[@]} ${lines[1]}

#### mapfile default array MAPFILE
mapfile -t <<< $'one\ntwo'
echo "${MAPFILE[@]}"

#### mapfile from file
## file: list
## | first
## | second
## | third
mapfile -t arr < list
echo "${arr[@]}"

#### mapfile -n limits count
mapfile -t -n 2 arr <<< $'1\n2\n3\n4'
echo "${arr[@]}"

#### mapfile -s skips lines
mapfile -t -s 2 arr <<< $'1\n2\n3\n4'
echo "${arr[@]}"

#### mapfile -O origin index
arr=(keep)
mapfile -t -O 5 arr <<< $'a\nb'
declare -p arr

#### mapfile without -O clears array
arr=(x y z)
mapfile -t arr <<< 'only'
declare -p arr

#### mapfile -d custom delimiter
mapfile -t -d , arr <<< 'a,b,c'
declare -p arr

#### mapfile -d without -t keeps delimiter
mapfile -d , arr < <(printf 'a,b,')
declare -p arr

#### mapfile -d empty uses NUL
mapfile -t -d '' arr < <(printf 'a\0b\0')
declare -p arr

#### mapfile empty input gives empty array
mapfile -t arr < /dev/null
declare -p arr

#### mapfile from process substitution
mapfile -t arr < <(printf '%s\n' p q r)
echo ${#arr[@]}

#### mapfile last line without newline
mapfile -t arr < <(printf 'x\ny')
declare -p arr

#### mapfile keeps empty lines
mapfile -t arr <<< $'a\n\nb'
declare -p arr

#### mapfile in pipeline subshell loses array
printf 'a\nb\n' | mapfile -t arr
echo ${#arr[@]}

#### mapfile with lastpipe keeps array
shopt -s lastpipe
printf 'a\nb\n' | mapfile -t arr
echo ${#arr[@]}

#### mapfile invalid option
mapfile -z arr
echo "status $?"

#### mapfile on associative array fails
declare -A m
mapfile -t m <<< x
echo "status $?"

#### mapfile invalid array name
mapfile -t 1bad <<< x
echo "status $?"

#### mapfile -n zero reads all
mapfile -t -n 0 arr <<< $'1\n2\n3'
echo ${#arr[@]}

#### mapfile -s and -n together
mapfile -t -s 1 -n 2 arr <<< $'a\nb\nc\nd'
echo "${arr[@]}"

#### mapfile -u from fd
## file: f
## | fd line
exec 4< f
mapfile -t -u 4 arr
echo "${arr[0]}"

#### mapfile lines with spaces kept whole
mapfile -t arr <<< $'a b\n  c  '
printf '[%s]\n' "${arr[@]}"

#### mapfile readonly array fails
readonly -a ro=(1)
mapfile -t ro <<< x
echo "status $?"

#### mapfile -C callback not used here but -c alone is ok
mapfile -t -c 1 arr <<< $'a\nb'
echo ${#arr[@]}

#### mapfile with carriage returns kept
mapfile -t arr < <(printf 'a\r\nb\r\n')
declare -p arr

#### mapfile from here-doc
mapfile -t arr <<EOF
h1
h2
EOF
echo "${arr[1]}"

#### mapfile count with -O appends
arr=(a b)
mapfile -t -O ${#arr[@]} arr <<< $'c\nd'
echo "${arr[@]}"
