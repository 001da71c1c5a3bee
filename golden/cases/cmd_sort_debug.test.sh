# sort --debug: the key warnings on stderr and each output line with its keys underlined (GNU sort 9.1).

#### the default key, global orderings and the last-resort line
## file: d.txt
## | abc def
## |   Jan x
## |  1.5e3 y
## | -2K z
## | 	q 5
## |
for o in '' '-r' '-u' '-M' '-g' '-h' '-n' '-b' '-n -u' '-f' '-V -f' '-s -n' '-d'; do
  echo "== $o"
  sort --debug $o d.txt 2>&1
done

#### keys: fields, characters, blanks, zero width and spans
## file: d.txt
## | abc def
## |   Jan x
## |  1.5e3 y
## | -2K z
## | 	q 5
for o in '-k2,1' '-k1,1h' '-k2' '-s -k1,1' '-k1.2,1.1 -k1,1.3' '-r -k1' '-f -k1,1 -s' '-k1bn -r -u' '-nr -k2' \
         '-k1,1 -k2n -d' '-g -k2,3g' '-k1,1.2' '-k2.2b,2.3' '-d -k2' '-b -k2' '-s -r -k1' '-u -r -k1' '-k2M' \
         '-k2,2 -k1,1r' '-t. -k1,1n' '-t- -k1n' '-t+ -k1g' '-t. -k1g'; do
  echo "== $o"
  sort --debug $o d.txt 2>&1
done

#### obsolete keys are named with the -k form to use instead
## file: d.txt
## | abc def
## | b a
sort --debug +1 -2 d.txt 2>&1
sort --debug +0.1 -1.2 d.txt 2>&1
sort --debug +2 d.txt 2>&1
sort --debug +1n d.txt 2>&1

#### -o and -c do not go with --debug
## file: d.txt
## | b
## | a
sort --debug -o out d.txt
echo "status $?"
sort -c --debug d.txt
echo "status $?"
sort -C --debug -o x d.txt
echo "status $?"

#### tabs show as '>', -z lines end in a newline, wide characters take two columns
printf 'a\tb 2\n😀 3\nné 1\n' | sort --debug -k2n 2>&1
printf 'a\tb\n' | sort --debug -t '	' -k2 2>&1
printf 'a\0b\n\0' | sort --debug -z | od -c
printf '\xff x\n' | sort --debug -k2 2>&1 | od -c
