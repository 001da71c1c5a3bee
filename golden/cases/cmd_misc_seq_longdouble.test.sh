# seq in x87 long double: the three counting paths of seq.c 9.1, long double rounding of
# first + i*step, glibc's %Lf/%Le/%Lg/%La output, overflow, subnormals, -0, inf and the format checks.

#### 0.1 steps to 100, the tail
seq 0 0.1 100 | tail -3

#### 0.1 steps to 100, line count
seq 0 0.1 100 | wc -l

#### 0.1 steps from 0.1 to 30 with %.20g
seq -f %.20g 0.1 0.1 30 | tail -4

#### %.30g shows the long double values
seq -f %.30g 0 0.1 0.5

#### %.25Lf
seq -f %.25Lf 0 0.1 0.3

#### %a of 1 and tenths
seq -f %a 1 0.1 1.3

#### %La of zero and halves
seq -f %La 0 0.5 1

#### %A
seq -f %A 0.1 0.1 0.3

#### %.3a rounds the hex digits
seq -f %.3a 1 0.1 1.3

#### %Le and %LE with width
seq -f '%Le|%12.3LE' 1 0.7 3 2>&1; echo "status=$?"; seq -f '[%12.3LE]' 1 0.7 3

#### %-12Lg| and %+#Lg
seq -f '%-12Lg|' 1 0.7 3; seq -f '%+#Lg' 1 1 3

#### %012.4f with negatives
seq -f %012.4f -1 0.3 1

#### space flag
seq -f '% g' -1 0.5 1

#### %#.0f
seq -f %#.0f 1 3

#### %.0f rounds halves to even
seq -f %.0f 0 0.5 3

#### %'g groups nothing in C
seq -f "%'g" 999999 1000001

#### %F and %G
seq -f '%F %%' 1 0.25 1.5; seq -f %G 1e-5 1e-5 3e-5

#### integers past 2**64, all digits
seq 18446744073709551610 18446744073709551620

#### past 2**64 with a one-byte separator
seq -s , 18446744073709551614 18446744073709551620

#### past 2**64 with a two-byte separator rounds
seq -s ,, 18446744073709551614 18446744073709551620

#### past 2**64 with -w rounds
seq -w 18446744073709551614 18446744073709551620

#### a LAST below FIRST that rounds to it
seq 18446744073709551617 18446744073709551616

#### plus-signed operands take the long double values
seq +18446744073709551617 +18446744073709551618

#### near 2**63 with step 3
seq 9223372036854775800 3 9223372036854775830

#### near 2**64 with a negative step
seq 18446744073709551620 -1 18446744073709551614

#### near 2**64 with step 201
seq 18446744073709551000 201 18446744073709552000

#### 1e20 counting by 1
seq 1e20 1 100000000000000000003

#### %Lf of 1e20 counting by 1
seq -f %Lf 1e20 1 100000000000000000003

#### 1e18 by halves
seq 1e18 0.5 1000000000000000002

#### nano steps
seq 1 0.000000001 1.00000001

#### step 1e-18
seq 1 1e-18 1.00000000000000001

#### step 1e-19 below the precision
seq 1 1e-19 1.0000000000000000005 | head -3; seq 1 1e-19 1.0000000000000000005 | wc -l

#### step 2**-62
seq 1 0x1p-62 1.0000000000000000003

#### %a with step 2**-63
seq -f %a 1 0x1p-63 1.0000000000000000003

#### 1e4932 prints its digits
seq 1e4932 1e4932 | cut -c1-30; seq 1e4932 1e4932 | wc -c

#### %g of values near the top
seq -f %g 1e4932 1e4932 1.2e4932; seq -f %g 1.1e4932 -1e4932 -1.1e4932

#### 1e4931 stepping past the largest long double
seq 1e4931 1e4931 1e4932 | cut -c1-20

#### 1e4933 overflows
seq 1e4933; echo "status=$?"

#### 0x1p16384 overflows
seq 0x1p16384; echo "status=$?"

#### an inexact subnormal is refused
seq 1e-4940 1; echo "status=$?"

#### an exact subnormal is taken
seq -f %g 0 0x1p-16445 0x3p-16445; seq -f %a 0 0x1p-16445 0x3p-16445

#### an underflow to zero is taken
seq -f %g 1e-5000 1

#### tiny steps
seq -f %g 0 1e-4900 3e-4900

#### negative zero
seq -0 2; seq -w -0 2; seq -0.0 1; seq -f %g -0 1; seq -f %a -0 1

#### minus zero LAST
seq 0 -0; seq -s, -2 -0

#### -w with fractions
seq -w 1 0.5 3; seq -w -1.5 0.75 2

#### -w with exponents
seq -w 0.5e1 1.5 10; seq -w 1.e3 1000 3001; seq -w 1.5e-2 0.01 0.05

#### -w with hex
seq -w 0x8 0x10

#### hex operands
seq 0x8 0x10 | tail -2; seq 0x1p3 0x1p4 | tail -2; seq 0x1.8p1 0.5 5

#### inf LAST counts on
seq 1 inf | head -3; seq -f %g 1 1e19 1e20; seq 1e19 1e19 1e20

#### -inf and inf
seq -- -inf inf inf | head -2; seq -- -inf 1 inf | head -2; seq inf -1 -inf | head -2

#### a NaN operand
seq nan; echo "status=$?"; seq 1 -nan 2; echo "status=$?"

#### the number past LAST that prints as LAST
seq 0 0.000001 0.000003; seq -f %.2f 0.005 0.01 0.05; seq -f %.1f 0.05 0.1 0.45

#### downward tenths
seq 1 -0.1 0; seq 10 -0.3 8; seq -1 -0.25 -2

#### 0.1 to 0.3 by 0.1
seq 0 0.1 0.3; seq 0.1 0.2

#### negative non-integer LAST with integers
seq -5 -2.5; seq 5 -1 2.5; seq -s ' ' -3 3

#### separators
seq -s ', ' 1 5; seq -s '' 1 5; echo; seq -s ' ' 0.5 3

#### operands with leading white space
seq ' 1' 3; seq '	1' 3

#### fractions with leading zeros and dots
seq .5 .25 1.5; seq -.5 .25 0.5; seq 1.50 3; seq 5e-1 2

#### format errors
seq -f '%g%' 1; echo "status=$?"; seq -f % 1; echo "status=$?"; seq -f %L 1; echo "status=$?"; seq -f %Lh 1; echo "status=$?"; seq -f %5 1; echo "status=$?"; seq -f abc 1; echo "status=$?"; seq -f '%%' 1; echo "status=$?"; seq -f %d 1; echo "status=$?"

#### format text around the directive
seq -f '%g%%' 1 2; seq -f 'x%%y%gz%%' 1 2

#### format checked before the operands
seq -f %d x; echo "status=$?"; seq -w -f %g 1; echo "status=$?"

#### zero increment checked before LAST
seq 1 0 x; echo "status=$?"; seq 1 -0 2; echo "status=$?"; seq 1 0x0 2; echo "status=$?"

#### huge counts where the last value is inexact
seq 1 0.1 10000 | tail -2; seq -f %.25g 0 0.3 3000 | tail -2; seq 0 0.01 1000 | tail -1

#### long double sums drift
seq -f %.19g 0 0.7 7; seq -f %.19g 1000000 0.01 1000000.05

#### %a flags and precisions
seq -f '%010a|%-10a|%#a' 1 2; seq -f %.0a 1 3; seq -f %.1a 1 0.1 1.3; seq -f %+.2A 1 0.5 2

#### subnormals print
seq -f %Lg 0x1p-16382 0x1p-16382; seq -f %Lg 0x1p-16383 0x1p-16383; seq -f %La 0x1p-16383 0x1p-16383; seq -f %Le 1e-4930 1e-4930

#### long precisions
seq -f %.100f 1 1; seq -f %.3000g 1e-4000 1e-4000 | cut -c1-40; seq -f %.40e 0.1 0.1

#### near 2**63 through %.20Lg and %.0Lf
seq -f %.20Lg 9223372036854775807 9223372036854775808; seq -f %.0Lf 9223372036854775807 1 9223372036854775810

#### large negative integers round
seq -18446744073709551620 -18446744073709551614; seq -w -18446744073709551620 -18446744073709551614

#### a multibyte separator takes the long double path
seq -s é 1 3; seq -s é 18446744073709551614 18446744073709551616

#### more -w widths
seq -w -1 0.5 1; seq -w -.5 -0.25 -1.5; seq -w 1e-2 1 | head -2; seq -w 10 -1.5 -2; seq -w 1 1e2 1000; seq -w 08 11; seq -w 0 0.001 0.003

#### exponent forms and their precisions
seq 1.5e+1 20; seq 1.5E1 20; seq 1.25e1 20; seq 10e-1 3; seq 1.e-1 1; seq 1.0e0 .5e0 2; seq 01.50 0.5 3; seq -1e1 0.5e1 1e1

#### hex operands with integer values
seq 1 1 0x10 | tail -1; seq 0x10 0x12; seq -w 0x1p3 0x1p4 | tail -1; seq 1 0x1.8 4

#### a step too small to move stops nowhere
seq 1 1e-300 1 | head -3

#### a width or precision past INT_MAX is a write error
seq -f %.99999999999g 1 1; echo "status=$?"; seq -f 'a%99999999999gb' 1; echo "status=$?"; seq -f %.2147483648f 2 1; echo "status=$?"; seq -f %.5000f 1 1 | wc -c; seq -f %5000g 1 1 | wc -c
