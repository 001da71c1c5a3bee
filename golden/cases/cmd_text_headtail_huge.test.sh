# head and tail with counts past uintmax_t: xstrtoumax's overflow (EOVERFLOW), status 1

#### counts at and past 2**64
head -c 18446744073709551615 /dev/null; echo "st $?"
head -c 18446744073709551616 /dev/null; echo "st $?"
head -n 99999999999999999999999 /dev/null; echo "st $?"
tail -c 18446744073709551616 /dev/null; echo "st $?"
tail -n +99999999999999999999999 /dev/null; echo "st $?"
head -c 20E /dev/null; echo "st $?"
head -c 15E /dev/null; echo "st $?"
head -c 1$(printf %05000d 0) /dev/null 2>&1 | cut -c1-60; echo "st ${PIPESTATUS[0]}"
tail -n -1$(printf %05000d 0) /dev/null 2>&1 | cut -c1-60; echo "st ${PIPESTATUS[0]}"
printf 'a\nb\n' | head -n 00000000000000000000000000000000000000000000000001; echo "st $?"

#### arithmetic and tests with thousands of digits
n=1$(printf %05000d 0)
echo $(( n )) $(( 10#$n + 1 ))
[ "$n" -gt 5 ] 2>&1 | cut -c1-60; echo "st ${PIPESTATUS[0]}"
expr "$n" + 1 | cut -c1-50
echo "$n" | awk '{print $1+0}'
printf '%d\n' "$n" 2>&1 | cut -c1-60
seq "$n" "$n" | cut -c1-40
echo "$n+1" | bc | tail -1

#### a leading minus is not quoted back
tail -n -x /dev/null; echo "st $?"
tail -n +x /dev/null; echo "st $?"
head -n -x /dev/null; echo "st $?"
head -c -99999999999999999999999 /dev/null; echo "st $?"
tail -c -99999999999999999999999 /dev/null; echo "st $?"
