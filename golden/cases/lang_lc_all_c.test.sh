# LC_ALL=C inside the script: lengths, patterns and slices count bytes.

#### LC_ALL=C makes the length count bytes
x='héllo'
echo "${#x}"
LC_ALL=C
echo "${#x}"
LC_ALL=C.UTF-8
echo "${#x}"

#### LC_ALL=C makes question mark match one byte
x='é'
LC_ALL=C
[[ $x == ? ]] && echo one || echo not-one
[[ $x == ?? ]] && echo two
case $x in ??) echo case-two ;; esac
LC_ALL=C.UTF-8
[[ $x == ? ]] && echo one-again

#### LC_ALL=C slices and removals work on bytes
x='aéb'
LC_ALL=C
y=${x:0:2}
printf '%s' "$y" | od -An -tx1
y=${x#??}
printf '%s' "$y" | od -An -tx1
