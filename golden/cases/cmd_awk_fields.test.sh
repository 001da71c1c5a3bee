# awk: gawk's FIELDWIDTHS and FPAT, RT.

#### FIELDWIDTHS with a star for the rest
printf 'abcdefghij\nab\nabc\nabcde\nabcdef\n' | awk 'BEGIN { FIELDWIDTHS = "2 3 *" } { printf "%s NF=%d:", $0, NF; for (i = 1; i <= NF; i++) printf " [%s]", $i; print "" }'

#### FIELDWIDTHS with skip:width
echo abcdefghij | awk 'BEGIN { FIELDWIDTHS = "1:2 2:3" } { print $1 "|" $2 "|" NF }'

#### FIELDWIDTHS: an assigned field rebuilds the record without the rest
printf 'abcdef\nab\n' | awk 'BEGIN { FIELDWIDTHS = "2 3" } { $1 = "X"; print }'

#### invalid FIELDWIDTHS values
echo abc | awk 'BEGIN { FIELDWIDTHS = "2 x" } { print $1 }'
echo "status $?"
echo abc | awk 'BEGIN { FIELDWIDTHS = "* 2" } { print $1 }'
echo "status $?"
echo abc | awk 'BEGIN { FIELDWIDTHS = "-1" } { print $1 }'
echo "status $?"

#### FPAT for quoted CSV fields
echo 'a,"b,c",d' | awk 'BEGIN { FPAT = "([^,]*)|(\"[^\"]+\")" } { for (i = 1; i <= NF; i++) print i, $i }'

#### FPAT with empty fields
printf 'a,,b\n,a\na,\n,\n\n' | awk 'BEGIN { FPAT = "[^,]*" } { printf "%s NF=%d:", $0, NF; for (i = 1; i <= NF; i++) printf " [%s]", $i; print "" }'

#### FPAT matching digits, empty matches between them
printf 'a1b2\n12\nab\n' | awk 'BEGIN { FPAT = "[0-9]*" } { printf "%s NF=%d:", $0, NF; for (i = 1; i <= NF; i++) printf " [%s]", $i; print "" }'

#### assigning FS after FPAT goes back to separators
printf 'a:b c\n' | awk 'BEGIN { FPAT = "[a-z]" } { print NF; FS = ":"; $0 = $0; print NF, $1 }'
