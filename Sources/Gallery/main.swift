import SwiftUI
print("gallery placeholder")
