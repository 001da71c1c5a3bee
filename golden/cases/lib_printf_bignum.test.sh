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
