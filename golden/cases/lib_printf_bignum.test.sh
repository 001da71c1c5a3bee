# printf and seq with numbers longer than 4,300 digits (Python's int conversion limit) and huge exponents: strtold rounds them

#### numbers with thousands of digits
printf "%g\n" "$(printf "1%05000d" 0)" 2>&1 | cut -c1-120; echo "st ${PIPESTATUS[0]}"
printf "%g\n" "0.$(printf "%05000d" 0)1" 2>&1 | cut -c1-120; echo "st ${PIPESTATUS[0]}"
printf "%.20g\n" "1.$(printf "%06000d" 0)1" 2>&1 | cut -c1-120; echo "st ${PIPESTATUS[0]}"
printf "%.20g\n" "1.000000000000000000055511151231257827021181583404541015625$(printf "%07000d" 0)1" 2>&1 | cut -c1-120; echo "st ${PIPESTATUS[0]}"
printf "%g\n" "1e$(printf "%05000d" 0)5" 2>&1 | cut -c1-120; echo "st ${PIPESTATUS[0]}"
printf "%g\n" "1e-$(printf "9%05000d" 0)" 2>&1 | cut -c1-120; echo "st ${PIPESTATUS[0]}"
printf "%g %g %g\n" 1.5 1e10 0.000123 2>&1 | cut -c1-120; echo "st ${PIPESTATUS[0]}"
printf "%.25Lg\n" "3.$(printf '1%.0s' {1..5000})" 2>&1 | cut -c1-120; echo "st ${PIPESTATUS[0]}"
seq 1 "1.$(printf "%05000d" 0)" 3 2>&1 | cut -c1-120; echo "st ${PIPESTATUS[0]}"

#### arithmetic with hundreds of thousands of digits wraps as bash does
n=1$(printf %0200000d 0) 2>&1 | cut -c1-60
m=7$(printf %0150000d 3) 2>&1 | cut -c1-60
echo $(( n )) $(( m )) $(( -m )) $(( m + 1 )) $(( 10#$m )) $(( 16#$m )) 2>&1 | cut -c1-60
x=$(( m )); echo $x 2>&1 | cut -c1-60
echo $(( 1$(printf %0200000d 0) )) 2>&1 | cut -c1-60
m=" 7$(printf %0150000d 3) "; echo $(( m )) 2>&1 | cut -c1-60
m="-7$(printf %0150000d 3)"; echo $(( m )) $(( m * 2 )) 2>&1 | cut -c1-60
declare -i k; k=9$(printf %0120000d 9); echo $k 2>&1 | cut -c1-60
a[5$(printf %0120000d 1)]=x 2>&1 | cut -c1-40; echo ${#a[@]} 2>&1 | cut -c1-60
(( 1$(printf %0120000d 0) )); echo st $? 2>&1 | cut -c1-60
