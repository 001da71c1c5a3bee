# getopt reads bytes: an invalid short option that is a multibyte character is named by its first byte.

#### a multibyte invalid option names its first byte
tr -t '-é' a b; echo "status $?"
sort -é </dev/null; echo "status $?"
cut -ü -f1 </dev/null; echo "status $?"
