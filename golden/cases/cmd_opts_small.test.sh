# Small commands' corners: od's traditional letters, uniq's OUTPUT '-', diff and cmp of stdin with itself,
# stat --printf escapes, cut --output-delimiter, tail -c +N, dd conversions.

#### od: the traditional letters B D e F H I L O X h
printf 'abcdefgh12345678' > f; for o in B D e F H I L O X h; do od -$o f; done

#### od: a traditional letter with -A and -w
printf 'abcdefgh12345678' > f; od -An -H -w8 f; od -Ad -B f

#### uniq: OUTPUT '-' is standard output
printf 'a\na\nb\n' > f; uniq f -; uniq -c - - < f; ls

#### diff and cmp: standard input against itself
printf 'x\ny\n' | diff - -; echo "status $?"; printf 'x\n' | diff -u - -; echo "status $?"; printf 'x\n' | cmp - -; echo "status $?"

#### diff: standard input against a file
printf 'x\n' > f; printf 'y\n' | diff - f; echo "status $?"

#### stat --printf: an octal escape making % is not a directive
printf 'abc' > f; stat --printf='\045n|%n\n' f; stat --printf='\x25s|%s\n' f

#### stat --printf: output before an unknown escape's warning
printf 'abc' > f; stat --printf='%n[\q]%s\n' f 2>&1; stat --printf='%n\x\n' f f 2>&1

#### stat --printf: the C escapes
printf 'abc' > f; stat --printf='\a\b\f\n\r\t\v\\\"\101\x41\0|' f | od -c

#### cut --output-delimiter with fields, bytes and characters
printf 'a:b:c:d\n1:2:3:4\n' > c; cut -d: -f1,3 --output-delimiter=- c; cut -d: -f2- --output-delimiter=XY c; printf 'abcdefgh\n' | cut -b1-2,5- --output-delimiter=,; printf 'abcdefgh\n' | cut -c1,3-4 --output-delimiter=:

#### cut --output-delimiter with overlapping ranges and an empty delimiter
printf 'abcdefgh\n' | cut -c1-3,2-5 --output-delimiter=:; printf 'a:b:c\n' | cut -d: -f1,3 --output-delimiter=''; printf 'éàü\n' | cut -c1,3 --output-delimiter=-

#### cut --output-delimiter with --complement and -s
printf 'a:b:c:d\nnone\n' | cut -d: -f2 --complement --output-delimiter=+; printf 'a:b:c:d\nnone\n' | cut -s -d: -f1,2 --output-delimiter=_

#### tail -c +N
seq 1 20 > n; tail -c +5 n | head -n 3; tail -c +1 n | wc -c; tail -c +0 n | wc -c; tail -c +60 n; echo "status $?"

#### dd conv=ucase, lcase, swab
printf 'abcXYZ\n' | dd conv=ucase status=none; printf 'abcXYZ\n' | dd conv=lcase status=none; printf 'abcde' | dd conv=swab status=none | od -c

#### dd conv=sync pads input blocks with NULs
printf 'abc' | dd conv=sync bs=8 status=none | od -c; printf 'abcdefghij' | dd conv=sync ibs=4 obs=100 status=none | od -c

#### dd conv=notrunc writes over the start of the file
printf 'hello' > f; printf 'XY' | dd of=f conv=notrunc status=none; cat f; echo; printf 'hello' > g; printf 'XY' | dd of=g status=none; cat g; echo

#### dd conv=ucase,lcase conflict and unknown conversions
printf 'ab' | dd conv=ucase,lcase; echo "status $?"; printf 'ab' | dd conv=bogus; echo "status $?"

#### dd conv=block pads and cuts lines to cbs
printf 'abc\ndefghij\nk' | dd conv=block cbs=4 status=noxfer | od -c; printf 'abcdefghij\nxyzxyz\n' | dd conv=block cbs=3 status=none; echo

#### dd conv=unblock drops trailing spaces of each record
printf 'ab  cd  efgh    x' | dd conv=unblock cbs=4 status=noxfer; printf 'ab  cd' | dd conv=unblock cbs=3 ibs=1 status=none | od -c

#### dd conv=block with sync, ucase and obs
printf 'ab\n' | dd conv=block,sync cbs=3 bs=8 status=noxfer | od -c; printf 'ab\ncd\n' | dd conv=block,ucase cbs=4 obs=3 status=noxfer

#### dd conv=block without cbs does nothing; block and unblock conflict
printf 'abc\n' | dd conv=block status=none; printf 'abc\n' | dd conv=block,unblock cbs=2; echo "status $?"

#### od -S: printable runs that a NUL ends
printf 'abc\0de\0fghij\nxyz\0\001klmn' | od -S3; printf 'hello world\0ab\0' | od -S 2 -Ax; printf 'tab\there\0' | od -S3

#### od --strings: the default length, -An, -j and -N
printf 'ab\0abcdef\0' | od --strings -Ad; printf 'abc\0' | od -S3 -An; printf 'xxabcdef\0' | od -S3 -j2 -N7; printf 'é\0ab\0' | od -S1

#### od -S: errors
printf 'abc\0' | od -S3 -tx1; echo "status $?"; printf 'abc\0' | od -S x; echo "status $?"; od -S; echo "status $?"

#### hd is hexdump -C
printf 'abcdefghijklmnopqrstuvwxyz0123456789\n\t\001\377' > f; hd f; hd -x -n 20 f; head -c 64 /dev/zero | hd

#### csplit -q is -s
seq 1 20 > n; csplit -q n 5; echo "status $?"; ls xx*; csplit -q -k n 25; echo "status $?"
