# cut -f by splitting each line once (issue 14), recorded from GNU cut 9.1: a block where every line has the
# fields asked for is split at C speed, any other goes the general way; their edge cases.

#### fields of lines that all have them, and of lines that lack some
printf 'a b c d\ne f g h\n' > full.txt
printf 'a b c d\n\nx\na b\na  c\n' > mixed.txt
cut -d' ' -f1,3 full.txt
cut -d' ' -f1,3 mixed.txt
cut -d' ' -f2 full.txt mixed.txt
cut -d' ' -f1 mixed.txt
cut -s -d' ' -f1 mixed.txt
cut -s -d' ' -f1,2 mixed.txt
cut -d' ' -f3- mixed.txt
cut -d' ' -f2- -s full.txt mixed.txt
cut -d' ' -f1- mixed.txt
cut -d' ' -s -f1- mixed.txt

#### output delimiters: longer, empty (NUL), holding the input delimiter
printf 'a b c d\ne f g h\n' > full.txt
cut -d' ' -f1,3 --output-delimiter=:: full.txt
cut -d' ' -f2- --output-delimiter=' -' full.txt
cut -d' ' -f1,2,4 --output-delimiter='' full.txt | od -c
cut -d' ' --complement -f2 --output-delimiter=, full.txt

#### no trailing newline, CRLF, invalid UTF-8, -z, a NUL delimiter
printf 'a:b:c\r\nd:e:f' > t.txt
cut -d: -f1,3 t.txt | od -c
cut -d: -f3 t.txt | od -c
printf '\377:\303\251:x\n:\n' | cut -d: -f2,3 | od -c
printf 'a:b\0c:d\0e' | cut -z -d: -f2 | od -c
printf 'a:b\0c:d\0' | cut -z -d: -f1,2 --output-delimiter=- | od -c
printf 'a\0b\0c\nd\0e\0f\n' | cut -d '' -f1,3 | od -c

#### many fields, a field past 64, and a short line in a later block
seq 1 100 | tr '\n' ' ' | sed 's/ $/\n/' > wide.txt
cut -d' ' -f2,64,65,99 wide.txt
cut -d' ' -f63- wide.txt
cut -d' ' -f1-3,66- wide.txt | wc -c
seq 1 200000 | sed 's/.*/& x & y/' > big.txt; echo lone >> big.txt; echo "1 2" >> big.txt; seq 5 >> big.txt
cut -d' ' -f1,3 big.txt | tail -3
cut -d' ' -f3 big.txt | md5sum
cut -s -d' ' -f2- big.txt | tail -2
