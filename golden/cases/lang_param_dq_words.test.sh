# Words of ${...} operators inside double quotes: $'...' is decoded there (extquote), and the
# replacement of ${x/p/r} takes single quotes as quoting, as a pattern does.

#### ANSI-C quoting in a default word inside double quotes
unset u
printf '[%s]\n' "${u:-$'a\tb'}" "${u-x$'\x41'y}"
x=1
printf '[%s]\n' "${x:+$'\101'}" "${x:+\$'a'}" "${u:-'q'}"

#### ANSI-C quoting in a replacement inside double quotes
x=a,b,c
echo "${x//,/$'\n'}"
y=$'p\tq'
echo "${y/$'\t'/T}" "${y#p$'\t'}"

#### single quotes in a replacement inside double quotes
x=1
echo "${x/1/'q'}" "${x/1/\'}" "${x/1/a\"b}" "${x/1/\}}" "${x/1/"w"}"
echo "${x//1/'&'}" "${x/1/\&}" "${x/1/&&}"
x=aXb
echo "${x/X/'a b'}" ${x/X/'c d'}

#### an escaped dollar before single quotes stays literal
x=1
echo "${x/1/\$'z'}" "${x#\$'1'}" "${x:+\$'n'}"
