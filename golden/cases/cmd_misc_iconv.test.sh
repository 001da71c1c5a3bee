# iconv (GNU libc 2.36) over the encodings Python's codecs cover.

#### UTF-8 to Latin-1 and back
printf 'caf\xc3\xa9\n' | iconv -f UTF-8 -t ISO-8859-1 | od -An -tx1
printf 'caf\xe9\n' | iconv -f latin1 -t utf8

#### names ignore case and punctuation
printf 'a\xc3\xa9\n' | iconv -f utf8 -t LATIN1 | od -An -tx1
printf 'a\xc3\xa9\n' | iconv --from-code=UTF-8 --to-code=iso_8859-1 | od -An -tx1

#### UTF-16 and UTF-32 get a byte-order mark, UCS-2 does not
printf 'a\xc3\xa9\n' | iconv -f UTF-8 -t UTF-16 | od -An -tx1
printf 'a\xc3\xa9\n' | iconv -f UTF-8 -t UTF-16LE | od -An -tx1
printf 'a\xc3\xa9\n' | iconv -f UTF-8 -t UTF-16BE | od -An -tx1
printf 'a\xc3\xa9\n' | iconv -f UTF-8 -t UCS-2 | od -An -tx1
printf 'ab' | iconv -f UTF-8 -t UCS-4 | od -An -tx1
printf 'a\n' | iconv -f UTF-8 -t UTF-32 | od -An -tx1

#### UTF-16 input with a mark
printf '\xff\xfea\x00\n\x00' | iconv -f UTF-16 -t UTF-8

#### an invalid byte stops the output there
printf 'ab\xffcd\n' | iconv -f UTF-8 -t ISO-8859-1
echo "status $?"

#### a character the target lacks stops the output there
printf 'a\xe2\x82\xacb\n' | iconv -f UTF-8 -t ISO-8859-1
echo "status $?"

#### -c omits what cannot be converted
printf 'a\xffb\xe2\x82\xacc\n' | iconv -c -f UTF-8 -t ISO-8859-1 | od -An -tx1
echo "status ${PIPESTATUS[1]}"

#### TRANSLIT spells characters in the target's letters
printf 'caf\xc3\xa9 \xe2\x82\xac5\n' | iconv -f UTF-8 -t ASCII//TRANSLIT
echo "status $?"

#### an incomplete character at the end
printf 'a\xc3' | iconv -f UTF-8 -t ISO-8859-1
echo "status $?"

#### an unknown encoding
printf 'x' | iconv -f NOPE -t UTF-8
echo "status $?"
printf 'x' | iconv -f UTF-8 -t NOPE
echo "status $?"

#### files and -o
## file: in.txt
## | gr\u00fc\u00df
printf 'gr\xc3\xbc\xc3\x9f\n' > in.txt
iconv -f UTF-8 -t LATIN1 -o out.txt in.txt
od -An -tx1 out.txt

#### a missing file
iconv -f UTF-8 -t LATIN1 nofile
echo "status $?"

#### options errors
iconv -x
echo "status $?"
iconv -o
echo "status $?"

#### --usage
iconv --usage

#### ASCII to UTF-8 is the identity
printf 'plain ascii\n' | iconv -f ASCII -t UTF-8

#### windows-1252
printf '\x80 \x93q\x94\n' | iconv -f WINDOWS-1252 -t UTF-8
printf '\x80\n' | iconv -f CP1252 -t UTF-8
