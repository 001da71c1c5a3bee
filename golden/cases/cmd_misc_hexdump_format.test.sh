# hexdump -e / -f format strings (util-linux 2.38): units, iteration and byte counts, conversions,
# the end-of-data address, blank padding, repeat suppression, and the errors.

#### format strings, part 1
printf 'hello world\n\001\377\t\000abcdefghijklmnopqrstuvwxyz0123456789\177\200' > hx; printf 'abcdabcdabcdabcdabcdabcdabcdabcdabcdabcdabcdabcdxyz' > hr
hexdump -e '"%07.7_ax " 16/1 "%03o " "\n"' hx
hexdump -e '16/1 "%02x" "\n"' hx
hexdump -e '"%_ad: " 8/1 "%3u " "\n"' hx
hexdump -e '4/4 "%08x " "\n"' hx
hexdump -e '2/8 "%016x " "\n"' hx
hexdump -e '4/4 "%d " "\n"' hx

#### format strings, part 2
printf 'hello world\n\001\377\t\000abcdefghijklmnopqrstuvwxyz0123456789\177\200' > hx; printf 'abcdabcdabcdabcdabcdabcdabcdabcdabcdabcdabcdabcdxyz' > hr
hexdump -e '8/2 "%6d" "\n"' hx
hexdump -e '16/1 "%_c" "\n"' hx
hexdump -e '16/1 "%3_c" "\n"' hx
hexdump -e '16/1 "%_u " "\n"' hx
hexdump -e '16/1 "%4_u" "\n"' hx
hexdump -e '16/1 "%_p" "\n"' hx

#### format strings, part 3
printf 'hello world\n\001\377\t\000abcdefghijklmnopqrstuvwxyz0123456789\177\200' > hx; printf 'abcdabcdabcdabcdabcdabcdabcdabcdabcdabcdabcdabcdxyz' > hr
hexdump -e '"%_Ad\n"' -e '16/1 "%c"' hx | od -c
hexdump -e '/1 "%#o " "\n"' hx | head -5
hexdump -e '/1 "%#x|" "\n"' hx | head -5
hexdump -e '/2 "%#06x|" "\n"' hx | head -3
hexdump -e '/1 "%-4x|" "\n"' hx | head -3
hexdump -e '/1 "%+d|" "\n"' hx | tail -3

#### format strings, part 4
printf 'hello world\n\001\377\t\000abcdefghijklmnopqrstuvwxyz0123456789\177\200' > hx; printf 'abcdabcdabcdabcdabcdabcdabcdabcdabcdabcdabcdabcdxyz' > hr
hexdump -e '/1 "% d|" "\n"' hx | tail -3
hexdump -e '"%.5s|" "\n"' hx
hexdump -e '/5 "%s|" "\n"' hx
hexdump -e '/4 "%e " "\n"' hx | head -3
hexdump -e '/8 "%f " "\n"' hx | head -3
hexdump -e '/8 "%g|" "\n"' hx | head -4

#### format strings, part 5
printf 'hello world\n\001\377\t\000abcdefghijklmnopqrstuvwxyz0123456789\177\200' > hx; printf 'abcdabcdabcdabcdabcdabcdabcdabcdabcdabcdabcdabcdxyz' > hr
hexdump -e '/4 "%10.3E|" "\n"' hx | head -3
hexdump -e '"%_ax\t" 4/1 "%02X" "\n"' hx
hexdump -e '"%_ao " 4/1 "%03o" "\n"' hx
hexdump -e '"[" 3/1 "%x " "]\n"' hx
hexdump -e '3/1 "%x " "\n"' hx
hexdump -e '"%x\n"' hx

#### format strings, part 6
printf 'hello world\n\001\377\t\000abcdefghijklmnopqrstuvwxyz0123456789\177\200' > hx; printf 'abcdabcdabcdabcdabcdabcdabcdabcdabcdabcdabcdabcdxyz' > hr
hexdump -e '"x %x y %x\n"' hx
hexdump -e '1/1 "%c"' hx | od -c | head -3
hexdump -e '16/1 "%02x " "\n"' hr
hexdump -v -e '16/1 "%02x " "\n"' hr
hexdump -e '4/1 "%02x" "\n"' hr
hexdump -e '"%07.7_Ax\n"' -e '"%07.7_ax " 4/1 "%02x " "\n"' hr

#### format strings, part 7
printf 'hello world\n\001\377\t\000abcdefghijklmnopqrstuvwxyz0123456789\177\200' > hx; printf 'abcdabcdabcdabcdabcdabcdabcdabcdabcdabcdabcdabcdxyz' > hr
hexdump -C -e '"%_Ad end\n"' hx
hexdump -e '"%_Ad end\n"' -C hx
hexdump -x -c hx
hexdump -s 3 -n 10 -e '"%_ad " 4/1 "%02x " "\n"' hx
hexdump -n 0 -e '4/1 "%02x"' hx; echo "st $?"
printf '' | hexdump -e '"%_Ad\n"' -e '1/1 "%x"'; echo "st $?"

#### format strings, part 8
printf 'hello world\n\001\377\t\000abcdefghijklmnopqrstuvwxyz0123456789\177\200' > hx; printf 'abcdabcdabcdabcdabcdabcdabcdabcdabcdabcdabcdabcdxyz' > hr
printf 'ab' | hexdump -e '2/1 "%x" "\n"' -e '1/2 "%x" "\n"' -e '"%_Ax\n"'
printf 'abcdef' | hexdump -e '2/1 "%x" "-" 1/1 "%c" "\n"'
printf 'abcdef' | hexdump -e '"a" 2/1 "%x" "\n"' -e '4/1 "%c"  "\n"'
printf '\x01\x02\x03\x04\x05\x06\x07\x08\x09' | hexdump -e '"%_ad:" 2/2 " %04x" " |" 4/1 "%3u" "\n"'
hexdump -e '8/1 "%02x " "  " 8/1 "%02x " "\n"' hx
hexdump -e '"%08.8_ax  " 8/1 "%02x " "  " 8/1 "%02x "' -e '"  |" 16/1 "%_p" "|\n"' -e '"%08.8_Ax\n"' hx

#### format strings, part 9
printf 'hello world\n\001\377\t\000abcdefghijklmnopqrstuvwxyz0123456789\177\200' > hx; printf 'abcdabcdabcdabcdabcdabcdabcdabcdabcdabcdabcdabcdxyz' > hr
hexdump -e '10/1 "%3d" "\n"' hx
hexdump -e '1/4 "%x" 1/2 "%x" "\n"' hx
hexdump -e '"%3c|"' hx | head -c 40; echo
hexdump -e '"%-3c|"' hx | head -c 40; echo
hexdump -e '"%03c|"' hx | head -c 40; echo
hexdump -e '"%5.2s|" "\n"' hx | head -3

#### format strings, part 10
printf 'hello world\n\001\377\t\000abcdefghijklmnopqrstuvwxyz0123456789\177\200' > hx; printf 'abcdabcdabcdabcdabcdabcdabcdabcdabcdabcdabcdabcdxyz' > hr
hexdump -e '"%_a" "\n"' hx; echo "st $?"
hexdump -e '"%_A" "\n"' hx; echo "st $?"
hexdump -e '/3 "%x"' hx; echo "st $?"
hexdump -e '/2 "%_c"' hx; echo "st $?"
hexdump -e '/2 "%c"' hx; echo "st $?"
hexdump -e '/3 "%f"' hx; echo "st $?"

#### format strings, part 11
printf 'hello world\n\001\377\t\000abcdefghijklmnopqrstuvwxyz0123456789\177\200' > hx; printf 'abcdabcdabcdabcdabcdabcdabcdabcdabcdabcdabcdabcdxyz' > hr
hexdump -e '"%y"' hx; echo "st $?"
hexdump -e '"abc' hx; echo "st $?"
hexdump -e '16"%x"' hx; echo "st $?"
hexdump -e '3 /1 "%x "' hx; echo "st $?"
hexdump -e ' 3/ 1 "%x " "\n"' hx; echo "st $?"
hexdump -e '"\a\b\f\r\t\v\\\q\"' hx | od -c | head -2; echo "st $?"

#### a format file
## file: fmtfile
## | # a comment
## | "%06.6_ax " 8/1 "%02x " "\n"
## |
## |    "%06.6_Ax\n"
printf 'hello world\n\001\377\t\000abcdefghijklmnopqrstuvwxyz0123456789\177\200' > hx; printf 'abcdabcdabcdabcdabcdabcdabcdabcdabcdabcdabcdabcdxyz' > hr
hexdump -f fmtfile hx
hexdump -f nosuch hx; echo "status $?"
hexdump -e '"%x"' -f fmtfile -n 5 hx
hd -e '"%_Ad\n"' hx

#### missing inputs and zeros
printf 'hello world\n\001\377\t\000abcdefghijklmnopqrstuvwxyz0123456789\177\200' > hx; printf 'abcdabcdabcdabcdabcdabcdabcdabcdabcdabcdabcdabcdxyz' > hr
hexdump -e '4/1 "%02x" "\n"' nosuch hx; echo "status $?"
hexdump -e '4/1 "%02x" "\n"' nosuch; echo "status $?"
head -c 100 /dev/zero | hexdump -e '"%_ad " 8/1 "%x" "\n"'
head -c 100 /dev/zero | hexdump -e '"%_ad " 8/1 "%x" "\n"' -e '"%_Ad\n"'
