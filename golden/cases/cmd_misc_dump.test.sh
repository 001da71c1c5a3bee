# od, hexdump, xxd: layouts, types, offsets and lengths, repeat suppression, reverse dumps.

#### od h
## file: h
## | hello
od h

#### od -c h
## file: h
## | hello
od -c h

#### od -c -t x1 -t d1 -t u2 -t o4 -t a h
## file: h
## | hello
od -c -t x1 -t d1 -t u2 -t o4 -t a h

#### od -t x2 h
## file: h
## | hello
od -t x2 h

#### od -t d8 h
## file: h
## | hello
od -t d8 h

#### od -An -tx1 h
## file: h
## | hello
od -An -tx1 h

#### od -b h
## file: h
## | hello
od -b h

#### od -o h
## file: h
## | hello
od -o h

#### od -d h
## file: h
## | hello
od -d h

#### od -tx1z h
## file: h
## | hello
od -tx1z h

#### od -tcz h
## file: h
## | hello
od -tcz h

#### od --endian=big -tx2 h
## file: h
## | hello
od --endian=big -tx2 h

#### od -tx1 -j3 -N5 h
## file: h
## | hello
od -tx1 -j3 -N5 h

#### od -t x8 h
## file: h
## | hello
od -t x8 h

#### od -t u1 h
## file: h
## | hello
od -t u1 h

#### od -t f4 h
## file: h
## | hello
od -t f4 h

#### od -t f8 h
## file: h
## | hello
od -t f8 h

#### od -s h
## file: h
## | hello
od -s h

#### od -x h
## file: h
## | hello
od -x h

#### od -i h
## file: h
## | hello
od -i h

#### od -l h
## file: h
## | hello
od -l h

#### od -a h
## file: h
## | hello
od -a h

#### od -t d2 -t x8 -Ax al
## file-nonl: al
## | abcdefghijklmnopqrstuvwxyz0123456789
od -t d2 -t x8 -Ax al

#### od -t x2 -t c al
## file-nonl: al
## | abcdefghijklmnopqrstuvwxyz0123456789
od -t x2 -t c al

#### od -t x1 -w5 al
## file-nonl: al
## | abcdefghijklmnopqrstuvwxyz0123456789
od -t x1 -w5 al

#### od -N 0x10 -c al
## file-nonl: al
## | abcdefghijklmnopqrstuvwxyz0123456789
od -N 0x10 -c al

#### od -j 010 -N4 -c al
## file-nonl: al
## | abcdefghijklmnopqrstuvwxyz0123456789
od -j 010 -N4 -c al

#### od -w8 -An -tx1z al
## file-nonl: al
## | abcdefghijklmnopqrstuvwxyz0123456789
od -w8 -An -tx1z al

#### od -Ad -c al
## file-nonl: al
## | abcdefghijklmnopqrstuvwxyz0123456789
od -Ad -c al

#### od -w -tx1 al
## file-nonl: al
## | abcdefghijklmnopqrstuvwxyz0123456789
od -w -tx1 al

#### od -t x3 al
## file-nonl: al
## | abcdefghijklmnopqrstuvwxyz0123456789
od -t x3 al; echo "s=$?"

#### od -t q al
## file-nonl: al
## | abcdefghijklmnopqrstuvwxyz0123456789
od -t q al; echo "s=$?"

#### od -A q al
## file-nonl: al
## | abcdefghijklmnopqrstuvwxyz0123456789
od -A q al; echo "s=$?"

#### od -w0 al
## file-nonl: al
## | abcdefghijklmnopqrstuvwxyz0123456789
od -w0 al

#### od -N x al
## file-nonl: al
## | abcdefghijklmnopqrstuvwxyz0123456789
od -N x al; echo "s=$?"

#### od -j 100 al
## file-nonl: al
## | abcdefghijklmnopqrstuvwxyz0123456789
od -j 100 al; echo "s=$?"

#### od -tx4 -Ax al
## file-nonl: al
## | abcdefghijklmnopqrstuvwxyz0123456789
od -tx4 -Ax al

#### od -td4 -tu4 -to4 al
## file-nonl: al
## | abcdefghijklmnopqrstuvwxyz0123456789
od -td4 -tu4 -to4 al

#### od -tx8 -to8 -tu8 al
## file-nonl: al
## | abcdefghijklmnopqrstuvwxyz0123456789
od -tx8 -to8 -tu8 al

#### od -N 1k -tx1 al
## file-nonl: al
## | abcdefghijklmnopqrstuvwxyz0123456789
od -N 1k -tx1 al

#### od of zeros suppresses repeats
head -c 64 /dev/zero | od

#### od -v shows repeats
head -c 48 /dev/zero | od -v

#### od repeats then a change
{ head -c 40 /dev/zero; printf 'x'; } | od -c

#### od of all bytes -c
printf '\000\001\a\b\t\n\v\f\r\033 ~\177\200\377' | od -c

#### od of all bytes -a
printf '\000\001\a\b\t\n\v\f\r\033 ~\177\200\377' | od -a

#### od signed bytes
printf '\200\377\001' | od -t d1 -t u1 -t x1 -t o1

#### od of empty input
printf '' | od

#### od -An of empty input
printf '' | od -An; echo "s=$?"

#### od of two files
## file: h
## | hello
od -c h h

#### od with a missing file
## file: h
## | hello
od -c nofile h; echo "s=$?"

#### od of stdin dash
echo abc | od -c -

#### od UTF-8 bytes
printf 'é€' | od -c

#### od bad option
od -y; echo "s=$?"

#### hexdump h
## file: h
## | hello
hexdump h

#### hexdump -C h
## file: h
## | hello
hexdump -C h

#### hexdump -x h
## file: h
## | hello
hexdump -x h

#### hexdump -c h
## file: h
## | hello
hexdump -c h

#### hexdump -b h
## file: h
## | hello
hexdump -b h

#### hexdump -d h
## file: h
## | hello
hexdump -d h

#### hexdump -o h
## file: h
## | hello
hexdump -o h

#### hexdump -n 3 -C h
## file: h
## | hello
hexdump -n 3 -C h

#### hexdump -s 2 -C h
## file: h
## | hello
hexdump -s 2 -C h

#### hexdump -C -c h
## file: h
## | hello
hexdump -C -c h

#### hexdump -C h h
## file: h
## | hello
hexdump -C h h

#### hexdump -C al
## file-nonl: al
## | abcdefghijklmnopqrstuvwxyz0123456789
hexdump -C al

#### hexdump al
## file-nonl: al
## | abcdefghijklmnopqrstuvwxyz0123456789
hexdump al

#### hexdump -c al
## file-nonl: al
## | abcdefghijklmnopqrstuvwxyz0123456789
hexdump -c al

#### hexdump of zeros
head -c 64 /dev/zero | hexdump

#### hexdump -C of zeros
head -c 64 /dev/zero | hexdump -C

#### hexdump -v -C
head -c 32 /dev/zero | hexdump -v -C

#### hexdump of empty input
printf '' | hexdump; echo "s=$?"

#### hexdump -C of empty input
printf '' | hexdump -C; echo "s=$?"

#### hexdump odd length
printf hello | hexdump

#### hexdump -c control bytes
printf '\t\r\000\200\377' | hexdump -c

#### hexdump missing file
hexdump -C nonex; echo "s=$?"

#### xxd h
## file: h
## | hello
xxd h

#### xxd -g1 -c8 h
## file: h
## | hello
xxd -g1 -c8 h

#### xxd -u -l 4 -s 2 h
## file: h
## | hello
xxd -u -l 4 -s 2 h

#### xxd -i h
## file: h
## | hello
xxd -i h

#### xxd -b h
## file: h
## | hello
xxd -b h

#### xxd -o 16 h
## file: h
## | hello
xxd -o 16 h

#### xxd -d h
## file: h
## | hello
xxd -d h

#### xxd -C -i h
## file: h
## | hello
xxd -C -i h

#### xxd -p -c 4 h
## file: h
## | hello
xxd -p -c 4 h

#### xxd -i -n myname h
## file: h
## | hello
xxd -i -n myname h

#### xxd -l 0 h
## file: h
## | hello
xxd -l 0 h

#### xxd -s 100 h
## file: h
## | hello
xxd -s 100 h

#### xxd -g 0 h
## file: h
## | hello
xxd -g 0 h

#### xxd -e -g 2 h
## file: h
## | hello
xxd -e -g 2 h

#### xxd -e h
## file: h
## | hello
xxd -e h

#### xxd -p h
## file: h
## | hello
xxd -p h

#### xxd -ps h
## file: h
## | hello
xxd -ps h

#### xxd -plain h
## file: h
## | hello
xxd -plain h

#### xxd -cols 3 h
## file: h
## | hello
xxd -cols 3 h

#### xxd -e al
## file-nonl: al
## | abcdefghijklmnopqrstuvwxyz0123456789
xxd -e al

#### xxd -c 4 -g 3 al
## file-nonl: al
## | abcdefghijklmnopqrstuvwxyz0123456789
xxd -c 4 -g 3 al

#### xxd -s -4 al
## file-nonl: al
## | abcdefghijklmnopqrstuvwxyz0123456789
xxd -s -4 al

#### xxd -p -c 0 al
## file-nonl: al
## | abcdefghijklmnopqrstuvwxyz0123456789
xxd -p -c 0 al

#### xxd -c 0 al
## file-nonl: al
## | abcdefghijklmnopqrstuvwxyz0123456789
xxd -c 0 al

#### xxd -g 16 -c 8 al
## file-nonl: al
## | abcdefghijklmnopqrstuvwxyz0123456789
xxd -g 16 -c 8 al

#### xxd -b -c 4 al
## file-nonl: al
## | abcdefghijklmnopqrstuvwxyz0123456789
xxd -b -c 4 al

#### xxd -c 50 al
## file-nonl: al
## | abcdefghijklmnopqrstuvwxyz0123456789
xxd -c 50 al

#### xxd al
## file-nonl: al
## | abcdefghijklmnopqrstuvwxyz0123456789
xxd al

#### xxd -u al
## file-nonl: al
## | abcdefghijklmnopqrstuvwxyz0123456789
xxd -u al

#### xxd missing file
xxd nonex; echo "s=$?"

#### xxd of empty input
printf '' | xxd; echo "s=$?"

#### xxd -i of stdin
printf 'x' | xxd -i

#### xxd -i of an empty file
touch e; xxd -i e

#### xxd of zeros
head -c 40 /dev/zero | xxd

#### xxd -r round trip
## file: h
## | hello
xxd h | xxd -r

#### xxd -r -p
printf '68 65 6c\n6c6f\n' | xxd -r -p; echo

#### xxd -r with a gap
printf '00000010: 4142 4344  ABCD\n' | xxd -r | od -c

#### xxd -r -p round trip binary
printf '\000\377\200abc' | xxd -p | xxd -r -p | od -An -tx1

#### xxd writes an output file
## file: h
## | hello
xxd h out.hex; cat out.hex

#### xxd -r to a file
## file: h
## | hello
xxd h | xxd -r - back; cmp h back && echo same

#### xxd all byte values
printf '\000\037 ~\177\200\377' | xxd
