# hexdump format strings found different by a differential run against util-linux 2.38.1 (C printf's rules
# for sign flags, 0 with a precision, %.0 of zero, %c's precision, %s reading to a NUL).

#### fuzz case 2
printf '\000\012\012\012\022\143\243\040\012\132\014\130\270\011\040\011\000\265\344\314\040\142\377\000\011\040\351' > in
hexdump -e '/2 "|%+.0o  "' in | od -c; echo "status ${PIPESTATUS[0]}"

#### fuzz case 8
printf '\167\011\320\302\011\040\301\035\054\152\142\012\040\142\012\343\266\040\061\143\011\012\143\221\141' > in
hexdump -e '/3 "%.0s" /1 "x:%-5.0c\n" "\n"' in | od -c; echo "status ${PIPESTATUS[0]}"

#### fuzz case 10
printf '\142\172\012\002\143\143\000\143\040\041\143\142\040\020\044\000\304\143\142' > in
hexdump -o -e '16/1 "%05.2_c "' -e '4/8 "|%12.2i" "\n"' -e '2 "x:%012.2_Ad\n" "\n"' in | od -c; echo "status ${PIPESTATUS[0]}"

#### fuzz case 45
printf '\141\277\143\010\331\324\302\351\012\016\012\012\143\135\217\064' > in
hexdump -v -e '/1 "|%.5_u  " 2 "% 8d  " "\n"' -e '4/1 "%12x]" 2/1 "|%#5i  " 2/2 "x:%+012.0d]"' in | od -c; echo "status ${PIPESTATUS[0]}"

#### fuzz case 77
printf '\163\051\011\040\012\154\000\354\000\141\076\034\000\000\012\142\040\000\141\141\024\000\141\372\361\011\230\141\143\000\000\366\015\142' > in
hexdump -b -e '"%+8c  " 16/8 "%5x  "' -e '4 " %.0_ad  "' in | od -c; echo "status ${PIPESTATUS[0]}"

#### fuzz case 114
printf '\162\143\011\141\000\200\142\052\141\252\336\256\170\053' > in
hexdump -b -e '/2 "%+ 8.2u " "|%0.5_ao  " 16/3 "|%0 12.5s  "' in | od -c; echo "status ${PIPESTATUS[0]}"

#### fuzz case 124
printf '\011\012\141\037\141\063\040\012\366\011\171\121\240\143\117\000\000\045\141\143\071\147\162\141\123\141\141\126' > in
hexdump -b -e '/1 "x:%3d  " 4/5 "%+5s]" "x:%.5e  " "\n"' -e '2/8 "x:%5.0G " "x:%-0.0_Ad]" "x:%5.0_p " "\n"' in | od -c; echo "status ${PIPESTATUS[0]}"

#### fuzz case 142
printf '\222\046\157\122\141\012\040\000\011\143\000\141\012\025\067' > in
hexdump -C -e '4 " %#3.2_Ax\n" 2 " %08.0i]" /4 "%#.5i  "' -e '/2 "%0.2u\n" 2/3 "|%s  " "|%0_ad" "\n"' -e '16 " %12.0X " "\n"' in | od -c; echo "status ${PIPESTATUS[0]}"

#### fuzz case 147
printf '\040\012\311\232\320\012\011\012\205\011\051\133\143\040\137\265\000\360\210\236\000\040\012\164\046\011\246\040\124\142\333\000\030\333' > in
hexdump -e '4/4 "x:% 03.5x " 4 "|%03.2_p" 16/8 " %.5E "' -e '/2 " %3.2o" /5 "%- s " 2 "|%-08.2c" "\n"' -e '/8 "%3e  "' in | od -c; echo "status ${PIPESTATUS[0]}"
